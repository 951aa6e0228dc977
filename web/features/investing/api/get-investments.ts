import { INVESTING_PATHS, type InvestmentListResponse } from '../../../../shared/investing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/investments: every commitment of the signed-in investor, newest first. */
export function useInvestments() {
  return useApiQuery<InvestmentListResponse>(INVESTING_PATHS.investments, { signedIn: true });
}
