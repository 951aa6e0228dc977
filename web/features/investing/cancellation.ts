import { investmentSnapshotOf } from '../../../machines/investment';
import type { InvestmentView } from '../../../shared/investing/api';

/**
 * Why a commitment shows no Cancel button once its cut-off has passed (17 CFR 227.304(a)):
 * said as the investor reads it; the rule's citation stays here, off the screen.
 */
export const CANCELLATION_CLOSED_REASON = 'Cancellation closed 48 hours before the offering ends.';

/**
 * Whether the investor may cancel `investment` at `now`: the investment machine decides,
 * from the row as the list shows it, exactly as the server will.
 */
export function canCancel(investment: InvestmentView, investorId: string, now: Date): boolean {
  const snapshot = investmentSnapshotOf({
    status: investment.status,
    investorId,
    offeringEndsAt: investment.offeringEndsAt,
  });
  return snapshot.can({
    type: 'investment.cancel',
    actor: { id: investorId, role: 'investor' },
    at: now.toISOString(),
  });
}

/** True while a commitment is open (money in escrow, not yet settled or returned). */
export function isOpenCommitment(investment: InvestmentView): boolean {
  return investment.status === 'committed' || investment.status === 'reconfirmation_required';
}
