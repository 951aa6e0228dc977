import { CONVERSATION_PATHS, type FollowingResponse } from '../../../../shared/conversations/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/me/following: the projects I follow, most recently followed first. */
export function useFollowing() {
  return useApiQuery<FollowingResponse>(CONVERSATION_PATHS.following, { signedIn: true });
}
