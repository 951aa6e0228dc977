import {
  CONVERSATION_PATHS,
  type AskQuestionRequest,
  type PostResponse,
} from '../../../../shared/conversations/api';
import { useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';

/** POST /api/projects/:slug/questions; the thread is read again so the question shows in place. */
export function useAskQuestion(slug: string) {
  return useApiCommand<AskQuestionRequest, PostResponse>(
    (body) => ({ path: CONVERSATION_PATHS.questions(slug), method: 'POST', body }),
    (_data, _body, cache) => refresh(cache.client, CONVERSATION_PATHS.discussion(slug)),
  );
}
