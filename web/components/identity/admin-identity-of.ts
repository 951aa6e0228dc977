import type { AdminIdentityUserResponse } from '../../../shared/identity/check';
import { apiPaths } from '../../../shared/routes';
import { useApiQuery } from '../../lib/api-query';

/** GET /api/admin/identity/users/:id: one person's check and accredited certification. */
export function useAdminIdentityOf(userId: string) {
  return useApiQuery<AdminIdentityUserResponse>(apiPaths.adminIdentityUser(userId), {
    signedIn: true,
  });
}
