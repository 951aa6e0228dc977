import { CONVERSATION_PATHS, type PostResponse } from '../../../../shared/conversations/api';
import { useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';

/** POST /api/questions/:id/answers (the project's founder only). */
export function useAnswerQuestion(slug: string) {
  return useApiCommand<{ questionId: string; text: string }, PostResponse>(
    ({ questionId, text }) => ({
      path: CONVERSATION_PATHS.answers(questionId),
      method: 'POST',
      body: { text },
    }),
    (_data, _vars, cache) => refresh(cache.client, CONVERSATION_PATHS.discussion(slug)),
  );
}
