import type { OfferingView } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';

/** What an amount is checked against before the server checks it again. */
export interface AmountFigures {
  offering: Pick<OfferingView, 'title' | 'minimumInvestmentCents' | 'remainingCents'>;
  /** Null: no limit (accredited). */
  remainingLimitCents: number | null;
  balanceCents: number;
}

/**
 * The first rule `amountCents` breaks, as the sentence the field shows (the same rules,
 * order and figures as the server's refusals, docs/money.md#concurrency), or null. The
 * server decides; this only saves a round trip.
 */
export function amountRefusal(amountCents: number, figures: AmountFigures): string | null {
  const { offering, remainingLimitCents, balanceCents } = figures;
  if (amountCents < offering.minimumInvestmentCents) {
    return `The minimum investment for ${offering.title} is ${formatCents(offering.minimumInvestmentCents)}.`;
  }
  if (amountCents > offering.remainingCents) {
    return offering.remainingCents <= 0
      ? 'This offering is fully subscribed: nothing is left under its maximum raise.'
      : `Only ${formatCents(offering.remainingCents)} is left under this offering's maximum raise.`;
  }
  if (remainingLimitCents !== null && amountCents > remainingLimitCents) {
    return `Your Reg CF limit leaves ${formatCents(remainingLimitCents)} for the next 12 months.`;
  }
  if (amountCents > balanceCents) {
    return `Your wallet has ${formatCents(balanceCents)}; add funds first.`;
  }
  return null;
}

/**
 * The most this investor can put into this offering now: the smaller of what is left
 * under the maximum raise and what their 12-month Reg CF limit leaves (the balance is
 * not a bound: funds can be added), and which of the two decides.
 */
export function investableCents(figures: Omit<AmountFigures, 'balanceCents'>): {
  cents: number;
  decidedBy: 'limit' | 'offering';
} {
  const { offering, remainingLimitCents } = figures;
  const offeringLeft = Math.max(0, offering.remainingCents);
  if (remainingLimitCents !== null && remainingLimitCents < offeringLeft) {
    return { cents: Math.max(0, remainingLimitCents), decidedBy: 'limit' };
  }
  return { cents: offeringLeft, decidedBy: 'offering' };
}
