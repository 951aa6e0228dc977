import type { FollowResponse } from '../../../../shared/conversations/api';
import { CONVERSATION_PATHS } from '../../../../shared/conversations/paths';
import { useApiQuery } from '../../../lib/api-query';

/**
 * GET /api/projects/:slug/follow: the follower count, and whether the caller follows.
 * Signed in, it is asked with the token (and cached per user) so `following` is known.
 */
export function useFollowState(slug: string, signedIn: boolean) {
  return useApiQuery<FollowResponse>(CONVERSATION_PATHS.follow(slug), { signedIn });
}
