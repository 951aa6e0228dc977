import { CLOSING_PATHS, type AdminOfferingOutcomesResponse } from '../../../../shared/closing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/admin/offerings/outcomes: every offering's outcome and the platform's books. */
export function useOfferingOutcomes() {
  return useApiQuery<AdminOfferingOutcomesResponse>(CLOSING_PATHS.adminOfferingOutcomes, {
    signedIn: true,
  });
}
