import { CONVERSATION_PATHS, type DiscussionResponse } from '../../../../shared/conversations/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects/:slug/discussion: questions newest first, each with its answers. */
export function useDiscussion(slug: string) {
  return useApiQuery<DiscussionResponse>(CONVERSATION_PATHS.discussion(slug));
}
