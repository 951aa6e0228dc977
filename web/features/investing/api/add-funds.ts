import {
  INVESTING_PATHS,
  type DepositRequest,
  type WalletResponse,
} from '../../../../shared/investing/api';
import { setApiData, useApiCommand } from '../../../lib/api-query';
import { refreshInvestorFigures } from './cache';

/**
 * POST /api/wallet/deposits: a simulated bank transfer that settles at once. The answer is
 * the whole wallet, which replaces the cached one, so the balance changes without a refetch.
 */
export function useAddFunds() {
  return useApiCommand<DepositRequest, WalletResponse>(
    (body) => ({ path: INVESTING_PATHS.deposits, method: 'POST', body }),
    (wallet, _body, cache) => {
      setApiData(cache.client, INVESTING_PATHS.wallet, cache.userId, wallet);
      refreshInvestorFigures(cache);
    },
  );
}
