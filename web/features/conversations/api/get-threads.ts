import { CONVERSATION_PATHS, type ThreadListResponse } from '../../../../shared/conversations/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/messages: my threads with their last message and unread count. */
export function useThreads() {
  return useApiQuery<ThreadListResponse>(CONVERSATION_PATHS.messages, { signedIn: true });
}
