import { CLOSING_PATHS, type AdminOfferingsResponse } from '../../../../shared/closing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/admin/offerings: live offerings with the early-close rule decided per row. */
export function useAdminOfferings() {
  return useApiQuery<AdminOfferingsResponse>(CLOSING_PATHS.adminOfferings, { signedIn: true });
}
