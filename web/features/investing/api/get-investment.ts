import { INVESTING_PATHS, type InvestmentResponse } from '../../../../shared/investing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/investments/:id: one of the investor's commitments with its signed SAFE text. */
export function useInvestment(id: string) {
  return useApiQuery<InvestmentResponse>(INVESTING_PATHS.investment(id), { signedIn: true });
}
