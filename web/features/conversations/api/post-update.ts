import {
  CONVERSATION_PATHS,
  type PostUpdateRequest,
  type UpdatePostedResponse,
} from '../../../../shared/conversations/api';
import { useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';

/** POST /api/creator/projects/:id/updates; the project's public Updates list is read again. */
export function usePostUpdate(projectId: string, slug: string) {
  return useApiCommand<PostUpdateRequest, UpdatePostedResponse>(
    (body) => ({ path: CONVERSATION_PATHS.creatorUpdates(projectId), method: 'POST', body }),
    (_data, _body, cache) => refresh(cache.client, CONVERSATION_PATHS.updates(slug)),
  );
}
