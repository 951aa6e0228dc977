import type { IdentityCheckRequest, IdentityResponse } from '../../../shared/identity/check';
import { apiPaths } from '../../../shared/routes';
import { setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';

/** GET /api/identity: where the signed-in person's identity check stands. */
export function useIdentity() {
  return useApiQuery<IdentityResponse>(apiPaths.identity, { signedIn: true });
}

/** POST /api/identity/check; the answer replaces the cached status. */
export function useSubmitIdentityCheck() {
  return useApiCommand<IdentityCheckRequest, IdentityResponse>(
    (body) => ({ path: apiPaths.identityCheck, method: 'POST', body }),
    (answer, _, { client, userId }) => {
      setApiData<IdentityResponse>(client, apiPaths.identity, userId, () => answer);
    },
  );
}
