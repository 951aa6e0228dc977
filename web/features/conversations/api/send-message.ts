import type { InfiniteData } from '@tanstack/react-query';
import {
  CONVERSATION_PATHS,
  type SendMessageRequest,
  type ThreadResponse,
} from '../../../../shared/conversations/api';
import { useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';
import { pagedQueryKey } from './paged-query';

/**
 * The cached thread after a send: the answer's messages join the newest page (the
 * earlier pages and their cursors stay as they were, so nothing falls between pages).
 */
export function withSent(
  cached: InfiniteData<ThreadResponse, string | null> | undefined,
  sent: ThreadResponse,
): InfiniteData<ThreadResponse, string | null> {
  const [newest, ...older] = cached?.pages ?? [];
  if (!cached || !newest) return { pages: [sent], pageParams: [null] };
  const known = new Set(newest.messages.map((m) => m.id));
  const merged: ThreadResponse = {
    ...sent,
    messages: [...newest.messages, ...sent.messages.filter((m) => !known.has(m.id))],
    nextCursor: newest.nextCursor,
  };
  return { ...cached, pages: [merged, ...older] };
}

/**
 * POST /api/messages: a new message to a project's founder or in a thread. The answer
 * updates the cached thread in place; the inbox is read again.
 */
export function useSendMessage() {
  return useApiCommand<SendMessageRequest, ThreadResponse>(
    (body) => ({ path: CONVERSATION_PATHS.messages, method: 'POST', body }),
    (sent, _body, cache) => {
      cache.client.setQueryData<InfiniteData<ThreadResponse, string | null>>(
        pagedQueryKey(CONVERSATION_PATHS.thread(sent.thread.id), cache.userId),
        (cached) => withSent(cached, sent),
      );
      refresh(cache.client, CONVERSATION_PATHS.messages, cache.userId);
    },
  );
}
