import { INVESTING_PATHS, type InvestorProfileResponse } from '../../../../shared/investing/api';
import type { InvestorProfile } from '../../../../shared/money/investor-profile';
import { setApiData, useApiCommand } from '../../../lib/api-query';

/**
 * PUT /api/investor/profile: states (or restates) the profile. The answer, with the new
 * limit, replaces the cached profile.
 */
export function useSaveInvestorProfile(): (
  profile: InvestorProfile,
) => Promise<InvestorProfileResponse> {
  return useApiCommand<InvestorProfile, InvestorProfileResponse>(
    (profile) => ({ path: INVESTING_PATHS.investorProfile, method: 'PUT', body: profile }),
    (data, _profile, { client, userId }) =>
      setApiData(client, INVESTING_PATHS.investorProfile, userId, data),
  );
}
