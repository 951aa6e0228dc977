import { INVESTING_PATHS, type InvestorProfileResponse } from '../../../../shared/investing/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/investor/profile: the stated profile (or null), the Reg CF limit and what is left. */
export function useInvestorProfile() {
  return useApiQuery<InvestorProfileResponse>(INVESTING_PATHS.investorProfile, {
    signedIn: true,
  });
}
