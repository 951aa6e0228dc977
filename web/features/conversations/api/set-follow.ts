import type { FollowResponse } from '../../../../shared/conversations/api';
import { CONVERSATION_PATHS } from '../../../../shared/conversations/paths';
import { setApiData, useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';

/**
 * POST (follow) or DELETE (unfollow) /api/projects/:slug/follow; the answer replaces the
 * cached state.
 */
export function useSetFollow(slug: string) {
  const path = CONVERSATION_PATHS.follow(slug);
  return useApiCommand<boolean, FollowResponse>(
    (follow) => ({ path, method: follow ? 'POST' : 'DELETE' }),
    (data, _follow, { client, userId }) => {
      setApiData(client, path, userId, data);
      refresh(client, CONVERSATION_PATHS.following, userId);
    },
  );
}
