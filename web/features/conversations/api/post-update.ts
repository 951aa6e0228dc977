import {
  CONVERSATION_PATHS,
  type PostUpdateRequest,
  type UpdatePostedResponse,
} from '../../../../shared/conversations/api';
import { useApiCommand } from '../../../lib/api-query';

/**
 * POST /api/creator/projects/:id/updates; the project's Updates list is read again, for
 * every reader it is cached under (signed out, or signed in: backers-only updates differ).
 */
export function usePostUpdate(projectId: string, slug: string) {
  return useApiCommand<PostUpdateRequest, UpdatePostedResponse>(
    (body) => ({ path: CONVERSATION_PATHS.creatorUpdates(projectId), method: 'POST', body }),
    (_data, _body, cache) =>
      void cache.client.invalidateQueries({
        queryKey: ['api', CONVERSATION_PATHS.updates(slug)],
      }),
  );
}
