import { CONVERSATION_PATHS, type UpdatesResponse } from '../../../../shared/conversations/api';
import { usePagedApiQuery } from './paged-query';

/** GET /api/projects/:slug/updates: the founder's updates, newest first, paged. */
export function useUpdates(slug: string) {
  return usePagedApiQuery<UpdatesResponse>(CONVERSATION_PATHS.updates(slug));
}
