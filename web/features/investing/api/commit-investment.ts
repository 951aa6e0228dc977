import {
  INVESTING_PATHS,
  type CommitRequest,
  type InvestmentResponse,
} from '../../../../shared/investing/api';
import { useApiCommand } from '../../../lib/api-query';
import { refreshInvestorFigures, storeInvestmentAnswer } from './cache';

/**
 * POST /api/investments: commits and signs. The answer (the investment, its SAFE text and
 * the new balance) goes into the cache, so My Investments and the balance are current
 * without another request.
 */
export function useCommitInvestment() {
  return useApiCommand<CommitRequest, InvestmentResponse>(
    (body) => ({ path: INVESTING_PATHS.investments, method: 'POST', body }),
    (answer, _body, cache) => {
      storeInvestmentAnswer(cache.client, cache.userId, answer);
      refreshInvestorFigures(cache);
    },
  );
}
