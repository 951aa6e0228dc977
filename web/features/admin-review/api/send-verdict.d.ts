import type { ManagedProjectResponse } from '../../../../shared/api';
export type ReviewVerdict =
  | {
      kind: 'approve';
    }
  | {
      kind: 'request-changes';
      note: string;
    }
  | {
      kind: 'reject';
      reason: string;
    };
/**
 * POST /api/admin/reviews/:id/approve | request-changes | reject. The answer is the
 * reviewed project: it leaves the cached queue and replaces the cached project, so the
 * queue updates in one round trip, without a reload.
 */
export declare function useSendVerdict(): (variables: {
  id: string;
  verdict: ReviewVerdict;
}) => Promise<ManagedProjectResponse>;
