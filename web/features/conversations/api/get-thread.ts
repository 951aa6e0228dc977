import { CONVERSATION_PATHS, type ThreadResponse } from '../../../../shared/conversations/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/messages/:threadId: its messages (reading marks them read on the server). */
export function useThread(threadId: string) {
  return useApiQuery<ThreadResponse>(CONVERSATION_PATHS.thread(threadId), { signedIn: true });
}
