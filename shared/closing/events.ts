/**
 * Payloads of the closing events (docs/events.md#closing-events): the early-close
 * notice, the start and end of an offering's settlement, and each commitment settled
 * (funded) or refunded (failed). Money moves only in `offering.settlement_started`
 * (the release of a funded escrow: founder payout less the 5 % fee, and the fee to
 * platform revenue, in one balanced transaction) and `investment.refunded` (escrow back
 * to the wallet), so every movement is one event carrying its transaction.
 */
import * as v from 'valibot';
import { transactionSchema } from '../investing/events';
import { investmentRefundedSchema } from '../schemas/platform-events';

const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const positiveCents = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** How an offering closed: committed ≥ goal at the deadline, or not. */
export const settlementOutcomeSchema = v.picklist(['funded', 'failed']);
export type SettlementOutcome = v.InferOutput<typeof settlementOutcomeSchema>;

/** Stream `offering:<projectId>`: an admin moved the deadline earlier (17 CFR 227.304(b)). */
export const earlyCloseNoticedSchema = v.object({
  projectId: id,
  newEndsAt: timestamp,
  noticedAt: timestamp,
  /** The deadline before the notice. */
  previousEndsAt: timestamp,
});

/**
 * Stream `offering:<projectId>`: the close began. A funded close carries the release
 * transaction (escrow → payout + platform revenue); a failed one carries none (each
 * refund is its own event).
 */
export const settlementStartedSchema = v.object({
  projectId: id,
  outcome: settlementOutcomeSchema,
  raisedCents: cents,
  feeCents: cents,
  netCents: cents,
  transaction: v.optional(transactionSchema),
});

/** Stream `offering:<projectId>`: every commitment is settled or refunded; the close is done. */
export const offeringSettledSchema = v.object({
  projectId: id,
  outcome: settlementOutcomeSchema,
  raisedCents: cents,
  feeCents: cents,
  netCents: cents,
  investorCount: count,
  refundCount: count,
});

/** Stream: the investment id. A funded close made this commitment a SAFE holding. */
export const investmentSettledSchema = v.object({
  projectId: id,
  amountCents: positiveCents,
  /** The release transaction that took this commitment's money out of escrow. */
  releaseTransactionId: id,
});

/**
 * Stream: the investment id. A failed close returned this commitment to the wallet:
 * the offering missed its goal, or its creator withdrew it while live.
 */
export const investmentRefundedLedgerSchema = v.object({
  projectId: id,
  investorId: id,
  reason: v.picklist(['offering_failed', 'offering_withdrawn']),
  /** When the close began returning money (the refund timeline's first step). */
  initiatedAt: timestamp,
  transaction: transactionSchema,
});

/** The registry entries for closing, spread into EVENT_SCHEMAS. */
export const CLOSING_EVENT_SCHEMAS = {
  'offering.early_close_noticed': { streamType: 'offering', schema: earlyCloseNoticedSchema },
  'offering.settlement_started': { streamType: 'offering', schema: settlementStartedSchema },
  'offering.settled': { streamType: 'offering', schema: offeringSettledSchema },
  'investment.settled': { streamType: 'investment', schema: investmentSettledSchema },
  // A refund of a failed close (ledger shape) or, in older logs, a whole-dollar one (unread).
  'investment.refunded': {
    streamType: 'investment',
    schema: v.union([investmentRefundedLedgerSchema, investmentRefundedSchema]),
  },
} as const;
