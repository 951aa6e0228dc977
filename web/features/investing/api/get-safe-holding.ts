import {
  conversionPaths,
  type Holding,
  type PortfolioResponse,
} from '../../../../shared/conversion/api';
import { useApiQuery } from '../../../lib/api-query';

/**
 * One settled SAFE's line of GET /api/portfolio, or null until the portfolio answers (or
 * when it fails: the portfolio's own section says so). The same query as the portfolio
 * section on the same page, so a row and its portfolio line read one answer.
 */
export function useSafeHolding(investmentId: string): Holding | null {
  const state = useApiQuery<PortfolioResponse>(conversionPaths.portfolio, { signedIn: true });
  if (state.status !== 'success') return null;
  return state.data.holdings.find((h) => h.investmentId === investmentId) ?? null;
}
