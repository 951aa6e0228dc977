import { investmentMachine } from './investment.machine';
import { STATE_AFTER_FACT, investmentStateOf, isInvestmentFact } from './investment.tables';
import type { InvestmentInput, InvestmentStateValue, InvestmentStatus } from './investment.types';

/** A stored fact of an investment stream, as the event store returns it. */
export interface InvestmentFact {
  type: string;
  payload?: unknown;
}

function stringField(payload: unknown, key: string): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/**
 * Rebuilds an investment's snapshot from its stream, oldest fact first, starting from
 * `input` (the investor and the offering's end as the commitment recorded them). Facts
 * are history, already checked when recorded, so the guards are not re-run; a
 * `investment.reconfirmation_required` payload's `reconfirmBy` (and `offeringEndsAt`,
 * when the change moved it) update the deadlines. Other facts are skipped.
 */
export function replayInvestment(input: InvestmentInput, facts: readonly InvestmentFact[]) {
  let state: InvestmentStateValue = 'pending';
  let offeringEndsAt = input.offeringEndsAt;
  let reconfirmBy: string | null = input.reconfirmBy ?? null;
  for (const fact of facts) {
    if (!isInvestmentFact(fact.type)) continue;
    state = STATE_AFTER_FACT[fact.type];
    if (fact.type === 'investment.reconfirmation_required') {
      reconfirmBy = stringField(fact.payload, 'reconfirmBy');
      offeringEndsAt = stringField(fact.payload, 'offeringEndsAt') ?? offeringEndsAt;
    }
    if (fact.type === 'investment.reconfirmed') reconfirmBy = null;
  }
  return investmentMachine.resolveState({
    value: state,
    context: { investorId: input.investorId, offeringEndsAt, reconfirmBy },
  });
}

/**
 * The snapshot of an investment as a read model shows it, for screens and routes that
 * ask which commands are allowed without loading the stream.
 */
export function investmentSnapshotOf(row: {
  status: InvestmentStatus;
  investorId: string;
  offeringEndsAt: string;
  reconfirmBy?: string | null;
}) {
  return investmentMachine.resolveState({
    value: investmentStateOf(row.status),
    context: {
      investorId: row.investorId,
      offeringEndsAt: row.offeringEndsAt,
      reconfirmBy: row.reconfirmBy ?? null,
    },
  });
}
