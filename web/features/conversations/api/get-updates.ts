import { CONVERSATION_PATHS, type UpdatesResponse } from '../../../../shared/conversations/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects/:slug/updates: the founder's updates, newest first. */
export function useUpdates(slug: string) {
  return useApiQuery<UpdatesResponse>(CONVERSATION_PATHS.updates(slug));
}
