import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVESTING_PATHS, type InvestorProfileResponse } from '../../../../shared/investing/api';
import type { InvestorProfile } from '../../../../shared/money/investor-profile';
import { apiFetch } from '../../../lib/api-client';
import { setApiData } from '../../../lib/api-query';
import { useAccessToken, useSessionUser } from '../../../lib/session';

/**
 * PUT /api/investor/profile: states (or restates) the profile. The answer, with the new
 * limit, replaces the cached profile. A PUT, so it calls `apiFetch` itself (the shared
 * command hook sends POST and PATCH only).
 */
export function useSaveInvestorProfile(): (
  profile: InvestorProfile,
) => Promise<InvestorProfileResponse> {
  const client = useQueryClient();
  const token = useAccessToken();
  const userId = useSessionUser()?.id ?? null;
  const mutation = useMutation({
    mutationFn: (profile: InvestorProfile) =>
      apiFetch<InvestorProfileResponse>(INVESTING_PATHS.investorProfile, {
        method: 'PUT',
        body: JSON.stringify(profile),
        ...(token ? { token } : {}),
      }),
    onSuccess: (data) => setApiData(client, INVESTING_PATHS.investorProfile, userId, data),
  });
  return mutation.mutateAsync;
}
