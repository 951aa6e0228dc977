/**
 * Which stored events the investing domain projects, its streams and its read models.
 * A commitment is ours when it carries its ledger `transaction`; the registry still parses
 * the whole-dollar shape of older logs, which no read model takes (worker/projections.ts).
 */
import type { InvestmentStatus } from '../../machines/investment';
import type { StoredEvent } from '../kernel/types';

/** Every table the investing projection writes, in the order a rebuild clears them. */
export const INVESTING_TABLES = [
  'offerings',
  'investor_profiles',
  'deposits',
  'commitments',
  'ledger_postings',
  'account_balances',
] as const;

export type InvestingEvent = StoredEvent<
  | 'offering.terms_set'
  | 'investor.profile_stated'
  | 'deposit.received'
  | 'investment.committed'
  | 'investment.cancelled'
  | 'offering.terms_changed'
  | 'investment.reconfirmation_required'
  | 'investment.reconfirmed'
  | 'investment.lapsed'
>;

const OWN_TYPES = new Set<string>([
  'offering.terms_set',
  'investor.profile_stated',
  'deposit.received',
  'investment.cancelled',
  // A live offering's terms change and its reconfirmations (worker/investing/reconfirmation*).
  'offering.terms_changed',
  'investment.reconfirmation_required',
  'investment.reconfirmed',
  'investment.lapsed',
]);

/** True for the events worker/investing projects (a signed commitment, not an old whole-dollar one). */
export function isInvestingEvent(event: StoredEvent): event is InvestingEvent {
  if (OWN_TYPES.has(event.type)) return true;
  return (
    event.type === 'investment.committed' &&
    typeof event.payload === 'object' &&
    'transaction' in event.payload
  );
}

/** The stream of a project's offering terms. */
export const offeringStreamId = (projectId: string) => `offering:${projectId}`;
/** The stream of an investor's stated profile. */
export const investorStreamId = (userId: string) => `investor:${userId}`;
/** The stream of one deposit. */
export const depositStreamId = (depositId: string) => `deposit:${depositId}`;

/**
 * Statuses whose money counts: toward the offering's investor count and the investor's
 * 12-month total (a cancelled or refunded commitment was never sold).
 */
export const COUNTED_STATUSES: readonly InvestmentStatus[] = [
  'committed',
  'reconfirmation_required',
  'settled',
];
export const COUNTED_STATUSES_SQL = COUNTED_STATUSES.map((s) => `'${s}'`).join(', ');
