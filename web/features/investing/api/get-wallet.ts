import { INVESTING_PATHS, type WalletResponse } from '../../../../shared/investing/api';
import { useApiQuery } from '../../../lib/api-query';

/**
 * GET /api/wallet: the investor's balance, its movements and the payment rail's notice.
 */
export function useWallet() {
  return useApiQuery<WalletResponse>(INVESTING_PATHS.wallet, { signedIn: true });
}
