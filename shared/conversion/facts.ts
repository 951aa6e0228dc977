/**
 * The facts one recorded event is computed from: what the founder entered for a priced
 * round, liquidity event or dissolution, and the SAFE stack as it stood. The worker's
 * command stores these in the event; the founder's screen computes the same facts for
 * its preview, so what is previewed is exactly what is recorded.
 */
import type { DissolutionRequest, LiquidityRequest, PricedRoundRequest } from './api';
import type { SafeInstrument } from './instruments';
import type { OutcomeFacts } from './outcome';

export type OutcomeRequest =
  | ({ kind: 'priced_round' } & PricedRoundRequest)
  | ({ kind: 'liquidity' } & LiquidityRequest)
  | ({ kind: 'dissolution' } & DissolutionRequest);

export function outcomeFactsOf(
  request: OutcomeRequest,
  stack: readonly SafeInstrument[],
): OutcomeFacts {
  switch (request.kind) {
    case 'priced_round':
      return {
        kind: 'priced_round',
        company: {
          outstandingShares: request.outstandingShares,
          optionsIssued: request.optionsIssued,
          unissuedPool: request.unissuedPool,
        },
        round: {
          preMoneyValuationDollars: request.preMoneyValuationDollars,
          newMoneyCents: request.newMoneyCents,
          poolIncrease: request.poolIncrease,
        },
        stack: [...stack],
      };
    case 'liquidity':
      return {
        kind: 'liquidity',
        company: {
          outstandingShares: request.outstandingShares,
          optionsIssued: request.optionsIssued,
          unissuedPool: 0,
        },
        proceedsCents: request.proceedsCents,
        stack: [...stack],
      };
    case 'dissolution':
      return { kind: 'dissolution', availableCents: request.availableCents, stack: [...stack] };
  }
}
