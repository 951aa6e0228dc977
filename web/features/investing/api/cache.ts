import type { QueryClient } from '@tanstack/react-query';
import type {
  InvestmentListResponse,
  InvestmentResponse,
  WalletResponse,
} from '../../../../shared/investing/api';
import { INVESTING_PATHS } from '../../../../shared/investing/api';
import { apiPaths } from '../../../../shared/routes';
import { apiQueryKey, setApiData, type CommandCache } from '../../../lib/api-query';

/**
 * Figures other screens derive from money movements (the investor dashboard, the Reg CF
 * limit, offerings' progress): marked stale so they refetch in the background the next
 * time they are shown, keeping what they show until then (no loading flash).
 */
export function refreshInvestorFigures({ client, userId }: CommandCache): void {
  void client.invalidateQueries({ queryKey: apiQueryKey(apiPaths.dashboard('investor'), userId) });
  void client.invalidateQueries({ queryKey: apiQueryKey(INVESTING_PATHS.investorProfile, userId) });
  void client.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[1] === 'string' && query.queryKey[1].endsWith('/offering'),
  });
}

/**
 * Puts a commitment command's answer (commit or cancel) into the cache: the investment
 * itself, its row in the list, and the wallet's new balance.
 */
export function storeInvestmentAnswer(
  client: QueryClient,
  userId: string | null,
  answer: InvestmentResponse,
): void {
  const { investment } = answer;
  setApiData(client, INVESTING_PATHS.investment(investment.id), userId, answer);
  setApiData<InvestmentListResponse>(client, INVESTING_PATHS.investments, userId, (old) => {
    if (!old) return old;
    const others = old.investments.filter((row) => row.id !== investment.id);
    const known = others.length !== old.investments.length;
    return {
      investments: known
        ? old.investments.map((row) => (row.id === investment.id ? investment : row))
        : [investment, ...others],
    };
  });
  setApiData<WalletResponse>(client, INVESTING_PATHS.wallet, userId, (old) =>
    old ? { ...old, balanceCents: answer.balanceCents } : old,
  );
}
