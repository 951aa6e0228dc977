import { CONVERSATION_PATHS, type ThreadResponse } from '../../../../shared/conversations/api';
import { usePagedApiQuery } from './paged-query';

/**
 * GET /api/messages/:threadId: its newest messages, earlier ones a page at a time
 * (opening it marks it read on the server).
 */
export function useThread(threadId: string) {
  return usePagedApiQuery<ThreadResponse>(CONVERSATION_PATHS.thread(threadId), {
    signedIn: true,
  });
}
