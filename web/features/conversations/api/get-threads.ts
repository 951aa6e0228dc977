import { CONVERSATION_PATHS, type ThreadListResponse } from '../../../../shared/conversations/api';
import { usePagedApiQuery } from './paged-query';

/** GET /api/messages: my threads with their last message and unread count, paged. */
export function useThreads() {
  return usePagedApiQuery<ThreadListResponse>(CONVERSATION_PATHS.messages, { signedIn: true });
}
