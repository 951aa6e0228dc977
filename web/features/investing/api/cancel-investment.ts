import { INVESTING_PATHS, type InvestmentResponse } from '../../../../shared/investing/api';
import { useApiCommand } from '../../../lib/api-query';
import { refreshInvestorFigures, storeInvestmentAnswer } from './cache';

export interface CancelCommand {
  id: string;
  /** One per press of Cancel, reused when that press is retried. */
  idempotencyKey: string;
}

/** POST /api/investments/:id/cancel: the cancelled investment and the restored balance. */
export function useCancelInvestment() {
  return useApiCommand<CancelCommand, InvestmentResponse>(
    ({ id, idempotencyKey }) => ({
      path: INVESTING_PATHS.cancelInvestment(id),
      method: 'POST',
      body: { idempotencyKey },
    }),
    (answer, _command, cache) => {
      storeInvestmentAnswer(cache.client, cache.userId, answer);
      refreshInvestorFigures(cache);
    },
  );
}
