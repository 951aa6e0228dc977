import type { InvestmentStateValue, InvestmentStatus } from './investment.types';

/**
 * How a state reads to people: `waiting` while money sits in escrow, `action` while the
 * investor must act, `done` once a SAFE is issued, `ended` when the money went back.
 */
export type InvestmentTone = 'waiting' | 'action' | 'done' | 'ended';

export interface InvestmentLabel {
  label: string;
  tone: InvestmentTone;
}

/**
 * The one vocabulary of an investment, one entry per machine state: every screen that
 * names a commitment's state (the dashboard, My Investments, the SAFE viewer) reads it
 * here, so the same commitment never reads "Pending" on one screen and "Committed" on
 * another, and a cancelled commitment is never called refunded.
 */
export const INVESTMENT_LABELS: Readonly<Record<InvestmentStateValue, InvestmentLabel>> = {
  pending: { label: 'Not yet signed', tone: 'waiting' },
  committed: { label: 'Committed', tone: 'waiting' },
  reconfirmationRequired: { label: 'Reconfirmation required', tone: 'action' },
  cancelled: { label: 'Cancelled', tone: 'ended' },
  settled: { label: 'Settled', tone: 'done' },
  refunded: { label: 'Refunded', tone: 'ended' },
};

/**
 * The label of a stored status ('reconfirmation_required' → 'Reconfirmation required').
 * A status is its state's name in snake case (tests/machines/investment-labels.test.ts
 * checks it against the machine's tables); converting here keeps xstate out of the
 * screens that only name a state.
 */
export function investmentLabelOf(status: InvestmentStatus): InvestmentLabel {
  const state = status.replace(/_(\w)/g, (_, letter: string) =>
    letter.toUpperCase(),
  ) as InvestmentStateValue;
  const label = INVESTMENT_LABELS[state];
  if (!label) throw new Error(`investment: no state stores the status ${status}`);
  return label;
}
