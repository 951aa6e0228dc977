import type { ReviewQueueResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/admin/reviews: the projects awaiting review, oldest submission first. */
export function useReviewQueue() {
  return useApiQuery<ReviewQueueResponse>(apiPaths.reviews, { signedIn: true });
}
