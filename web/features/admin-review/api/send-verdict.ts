import type { ManagedProjectResponse, ReviewQueueResponse } from '../../../../shared/api';
import { apiPaths, type ReviewVerdictKind } from '../../../../shared/routes';
import { setApiData, useApiCommand } from '../../../lib/api-query';

export type ReviewVerdict =
  | { kind: 'approve' }
  | { kind: 'request-changes'; note: string }
  | { kind: 'reject'; reason: string };

function bodyOf(verdict: ReviewVerdict) {
  if (verdict.kind === 'request-changes') return { note: verdict.note };
  if (verdict.kind === 'reject') return { reason: verdict.reason };
  return undefined;
}

/**
 * POST /api/admin/reviews/:id/approve | request-changes | reject. The answer is the
 * reviewed project: it leaves the cached queue and replaces the cached project, so the
 * queue updates in one round trip, without a reload.
 */
export function useSendVerdict() {
  return useApiCommand<{ id: string; verdict: ReviewVerdict }, ManagedProjectResponse>(
    ({ id, verdict }) => ({
      path: apiPaths.reviewVerdict(id, verdict.kind satisfies ReviewVerdictKind),
      method: 'POST',
      body: bodyOf(verdict),
    }),
    (data, { id }, { client, userId }) => {
      setApiData(client, apiPaths.review(id), userId, data);
      setApiData<ReviewQueueResponse>(client, apiPaths.reviews, userId, (old) =>
        old ? { projects: old.projects.filter((project) => project.id !== id) } : old,
      );
    },
  );
}
