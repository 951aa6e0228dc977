/**
 * Wire contract of closing an offering (docs/money.md#settlement): the admin's list of
 * live offerings with the early-close rule decided for each, the early-close command,
 * the creator's payout (funded) or refund summary (failed), and the settlement and
 * refund timeline each investment gains. Every amount is integer cents; every timestamp
 * an ISO 8601 string. Shared by the worker that answers and the web app that calls.
 */
import * as v from 'valibot';

/*
 * The creator's closing outcome is part of the project answer (shared/api.ts) and the
 * investment's settlement fields part of the investment answer (shared/investing/api.ts):
 * declared there, so neither imports closing, and re-exported here with the rest of
 * closing's contract.
 */
export type { FailedRefunds, FundedPayout, ProjectSettlement } from '../api';
export type { InvestmentClosingFields, RefundTimeline } from '../investing/api';

/** Paths of the closing API, spelled once for both sides. */
export const CLOSING_PATHS = {
  adminOfferings: '/api/admin/offerings',
  adminOfferingOutcomes: '/api/admin/offerings/outcomes',
  earlyClose: (projectId: string) =>
    `/api/admin/offerings/${encodeURIComponent(projectId)}/early-close`,
} as const;

/** Why an early close is refused, one code per rule (also the 4xx error codes). */
export type EarlyCloseRefusalCode =
  /** Committed is still below the goal. */
  | 'goal_not_reached'
  /** Live fewer than 21 days (17 CFR 227.304(b)). */
  | 'too_early_to_close'
  /** The new deadline is under 5 business days after the notice. */
  | 'notice_too_short'
  /** The new deadline is not before the current end. */
  | 'not_earlier_than_end'
  /** An early close was already noticed. */
  | 'early_close_already_noticed'
  /** The offering is not live (closed, or never approved). */
  | 'offering_not_live';

/** Whether an admin may close this offering early now, and if so from when. */
export interface EarlyCloseEligibility {
  allowed: boolean;
  /** Set when not allowed: the rule and today's figure, as a sentence. */
  reason?: string;
  /** Set when not allowed: which rule. */
  code?: EarlyCloseRefusalCode;
  /** Set when allowed: the earliest new deadline (5 business days from now). */
  earliestDeadline?: string;
  /** Set when refused as too early to close: the day it has been live long enough. */
  closableFrom?: string;
}

/** One live offering on /admin/projects. */
export interface AdminOfferingRow {
  projectId: string;
  slug: string;
  title: string;
  goalCents: number;
  committedCents: number;
  investorCount: number;
  /** The current deadline (an early close moves it). */
  endsAt: string;
  /** Whole days until endsAt, never below 0. */
  daysLeft: number;
  /** When the project was approved and went live. */
  liveSince: string;
  earlyClose: EarlyCloseEligibility;
  /** Set once an early close was noticed: the original end before the notice. */
  noticedEndsAt?: string;
}

/** GET /api/admin/offerings: live offerings, ending soonest first. */
export interface AdminOfferingsResponse {
  offerings: AdminOfferingRow[];
}

/** POST /api/admin/offerings/:projectId/early-close */
export const earlyCloseRequestSchema = v.strictObject({
  /** The new deadline: at least 5 business days after now, before the current end. */
  newEndsAt: v.pipe(
    v.string('Give the new deadline.'),
    v.isoTimestamp('The new deadline must be an ISO 8601 timestamp, e.g. 2026-12-01T17:00:00Z.'),
  ),
});
export type EarlyCloseRequest = v.InferOutput<typeof earlyCloseRequestSchema>;

/** The answer to an accepted early close. */
export interface EarlyCloseResponse {
  offering: AdminOfferingRow;
  /** How many investors were notified of the new deadline. */
  notifiedCount: number;
}

/** Where an offering stands: still raising, or closed funded or failed. */
export type OfferingOutcome = 'live' | 'funded' | 'failed';

/** One offering on the admin's Offerings screen, with its money at close. */
export interface OfferingOutcomeRow {
  projectId: string;
  slug: string;
  title: string;
  outcome: OfferingOutcome;
  goalCents: number;
  /** Live: committed now. Funded: raised. Failed: committed at the close (refunded or not). */
  committedCents: number;
  /** The platform's fee (funded only; 0 otherwise). */
  feeCents: number;
  /** The founder's payout, committed less the fee (funded only; 0 otherwise). */
  payoutCents: number;
  /** Returned to investors so far (failed only). */
  refundedCents: number;
  refundCount: number;
  investorCount: number;
  /** The deadline (live) or the offering's end. */
  endsAt: string;
  /** When the close finished; absent while live or while a close is still running. */
  settledAt?: string;
}

/**
 * The platform's money as the read models count it beside what the ledger replay of the
 * event log holds, with the ledger check's findings: reconciled when both agree and the
 * check finds nothing.
 */
export interface PlatformReconciliation {
  escrowCents: number;
  ledgerEscrowCents: number;
  revenueCents: number;
  ledgerRevenueCents: number;
  /** The ledger check's findings, as sentences; empty when healthy. */
  problems: string[];
  reconciled: boolean;
}

/** GET /api/admin/offerings/outcomes: every offering's outcome, live first, and the totals. */
export interface AdminOfferingOutcomesResponse {
  offerings: OfferingOutcomeRow[];
  platform: PlatformReconciliation;
}
