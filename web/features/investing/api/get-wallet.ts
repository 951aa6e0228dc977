import { INVESTING_PATHS, type WalletResponse } from '../../../../shared/investing/api';
import { useEarlySeededQuery } from '../../../lib/seed-early-answer';

/**
 * GET /api/wallet: the investor's balance, its movements and the payment rail's notice.
 * On the investor dashboard's load its first fetch is the page's early request.
 */
export function useWallet() {
  return useEarlySeededQuery<WalletResponse>(INVESTING_PATHS.wallet);
}
