import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_PATHS, type FollowResponse } from '../../../../shared/conversations/api';
import { apiFetch } from '../../../lib/api-client';
import { setApiData } from '../../../lib/api-query';
import { useAccessToken, useSessionUser } from '../../../lib/session';
import { refresh } from './cache';

/**
 * POST (follow) or DELETE (unfollow) /api/projects/:slug/follow. useApiCommand has no
 * DELETE, so this one calls apiFetch itself; the answer replaces the cached state.
 */
export function useSetFollow(slug: string) {
  const client = useQueryClient();
  const token = useAccessToken();
  const userId = useSessionUser()?.id ?? null;
  const path = CONVERSATION_PATHS.follow(slug);
  const mutation = useMutation({
    mutationFn: (follow: boolean) =>
      apiFetch<FollowResponse>(path, {
        method: follow ? 'POST' : 'DELETE',
        ...(token ? { token } : {}),
      }),
    onSuccess: (data) => {
      setApiData(client, path, userId, data);
      refresh(client, CONVERSATION_PATHS.following, userId);
    },
  });
  return mutation.mutateAsync;
}
