import { CONVERSATION_PATHS, type DiscussionResponse } from '../../../../shared/conversations/api';
import { usePagedApiQuery } from './paged-query';

/** GET /api/projects/:slug/discussion: questions newest first, each with its answers, paged. */
export function useDiscussion(slug: string) {
  return usePagedApiQuery<DiscussionResponse>(CONVERSATION_PATHS.discussion(slug));
}
