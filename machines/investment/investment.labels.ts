import type { HoldingStatus } from '../../shared/conversion/api';
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
 * What became of a settled SAFE after its raise, as the portfolio records it
 * (shared/conversion/api.ts): a settled investment whose SAFE converted, was cashed out
 * or written off is named by that outcome on every screen, never "Settled" beside a
 * portfolio line that says "Written off".
 */
export const SAFE_OUTCOME_LABELS: Readonly<Record<HoldingStatus, InvestmentLabel>> = {
  safe_outstanding: { label: 'SAFE outstanding', tone: 'done' },
  converted: { label: 'Converted', tone: 'done' },
  cashed_out: { label: 'Cashed out', tone: 'done' },
  written_off: { label: 'Written off', tone: 'ended' },
};

/**
 * The label of a stored status ('reconfirmation_required' → 'Reconfirmation required'),
 * or of the SAFE's outcome once a settled SAFE has one. A status is its state's name in
 * snake case (tests/machines/investment-labels.test.ts checks it against the machine's
 * tables); converting here keeps xstate out of the screens that only name a state.
 */
export function investmentLabelOf(
  status: InvestmentStatus,
  outcome: HoldingStatus | null = null,
): InvestmentLabel {
  if (status === 'settled' && outcome !== null && outcome !== 'safe_outstanding') {
    return SAFE_OUTCOME_LABELS[outcome];
  }
  const state = status.replace(/_(\w)/g, (_, letter: string) =>
    letter.toUpperCase(),
  ) as InvestmentStateValue;
  const label = INVESTMENT_LABELS[state];
  if (!label) throw new Error(`investment: no state stores the status ${status}`);
  return label;
}
