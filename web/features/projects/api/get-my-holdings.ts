import { INVESTING_PATHS, type InvestmentListResponse } from '../../../../shared/investing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/investments for the page of a project that is no longer listed. */
export function useMyInvestments() {
  return useApiQuery<InvestmentListResponse>(INVESTING_PATHS.investments, { signedIn: true });
}
