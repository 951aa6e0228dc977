import type {
  AdminIdentityCheck,
  IdentityDecisionRequest,
  IdentityQueueResponse,
} from '../../../shared/identity/check';
import { apiPaths } from '../../../shared/routes';
import { setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';

/** GET /api/admin/identity: the checks waiting for a manual review. */
export function useIdentityQueue() {
  return useApiQuery<IdentityQueueResponse>(apiPaths.adminIdentity, { signedIn: true });
}

/** POST …/decision; a decided check leaves the cached queue. */
export function useDecideIdentity() {
  return useApiCommand<
    { userId: string } & IdentityDecisionRequest,
    { identity: AdminIdentityCheck }
  >(
    ({ userId, ...body }) => ({
      path: apiPaths.adminIdentityDecision(userId),
      method: 'POST',
      body,
    }),
    (_, { userId }, { client, userId: adminId }) => {
      setApiData<IdentityQueueResponse>(client, apiPaths.adminIdentity, adminId, (old) =>
        old ? { checks: old.checks.filter((c) => c.userId !== userId) } : old,
      );
    },
  );
}
