import { CONVERSATION_PATHS } from '../../../../shared/conversations/api';
import { useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';

/** POST /api/posts/:id/hide (admins): the post stays in the log, the thread says it was removed. */
export function useHidePost(slug: string) {
  return useApiCommand<{ postId: string; reason: string }, unknown>(
    ({ postId, reason }) => ({
      path: CONVERSATION_PATHS.hidePost(postId),
      method: 'POST',
      body: { reason },
    }),
    (_data, _vars, cache) => refresh(cache.client, CONVERSATION_PATHS.discussion(slug)),
  );
}
