import { CONVERSATION_PATHS, type UpdatesResponse } from '../../../../shared/conversations/api';
import { useAccessToken } from '../../../lib/session';
import { usePagedApiQuery } from './paged-query';

/**
 * GET /api/projects/:slug/updates: the founder's updates, newest first, paged. Signed in,
 * it is asked with the token, so a backer reads the backers-only ones.
 */
export function useUpdates(slug: string) {
  const signedIn = Boolean(useAccessToken());
  return usePagedApiQuery<UpdatesResponse>(CONVERSATION_PATHS.updates(slug), { signedIn });
}
