import {
  CONVERSATION_PATHS,
  type SendMessageRequest,
  type ThreadResponse,
} from '../../../../shared/conversations/api';
import { setApiData, useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';

/**
 * POST /api/messages: a new message to a project's founder or in a thread. The answer is
 * the whole thread, which replaces the cached one; the inbox is read again.
 */
export function useSendMessage() {
  return useApiCommand<SendMessageRequest, ThreadResponse>(
    (body) => ({ path: CONVERSATION_PATHS.messages, method: 'POST', body }),
    (thread, _body, cache) => {
      setApiData(cache.client, CONVERSATION_PATHS.thread(thread.thread.id), cache.userId, thread);
      refresh(cache.client, CONVERSATION_PATHS.messages, cache.userId);
    },
  );
}
