/**
 * Payloads of the investing events: offering terms, the investor's stated profile,
 * deposits, signed commitments and their cancellation. Every movement of money carries
 * its balanced double-entry transaction (integer cents), so replaying the log rebuilds
 * every balance (docs/money.md#ledger).
 */
import * as v from 'valibot';
import { investorProfileSchema } from '../money/investor-profile';
import {
  accountKindOf,
  validateTransaction,
  type AccountId,
  type Transaction,
} from '../money/ledger';
import { safeDocumentDataSchema } from '../offering/safe-document';
import { safeTermsSchema } from '../offering/safe-terms';
import { fullNameSchema } from '../schemas/person';
import { idempotencyKeySchema } from './api';

const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const positiveCents = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

const postingSchema = v.object({
  account: v.custom<AccountId>(
    (value) => typeof value === 'string' && accountKindOf(value) !== null,
    'Unknown ledger account.',
  ),
  amountCents: v.pipe(v.number(), v.safeInteger()),
});

/** A balanced transaction as an event carries it; `validateTransaction` must accept it. */
export const transactionSchema = v.pipe(
  v.object({
    id,
    kind: v.picklist(['deposit', 'commit', 'cancel', 'release', 'refund']),
    at: timestamp,
    postings: v.pipe(v.array(postingSchema), v.readonly()),
    projectId: v.optional(id),
    investmentId: v.optional(id),
  }),
  v.check(
    (tx) => validateTransaction(tx as Transaction) === null,
    'The transaction must balance in whole cents.',
  ),
);

/**
 * Stream type `offering`, stream id `offering:<projectId>`: the SAFE terms of a
 * project's offering. Every change is a new event; `source` says who set them
 * (`project_defaults`: derived from the project when it went live without terms).
 */
export const offeringTermsSetSchema = v.object({
  projectId: id,
  /** The issuer as the SAFE names it. */
  companyName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  source: v.picklist(['creator', 'admin', 'project_defaults', 'seed']),
  terms: safeTermsSchema,
});

/** Stream type `investor`, stream id `investor:<userId>`: the profile behind the Reg CF limit. */
export const investorProfileStatedSchema = investorProfileSchema;

/**
 * Stream type `deposit`, stream id `deposit:<depositId>`: a simulated bank transfer
 * that settled; posts external → investor wallet.
 */
export const depositReceivedSchema = v.object({
  userId: id,
  amountCents: positiveCents,
  idempotencyKey: idempotencyKeySchema,
  rail: v.literal('simulated-bank-transfer'),
  transaction: transactionSchema,
});

/**
 * Stream type `investment`: a commitment signed on the platform. Carries the SAFE as
 * structured data and the SHA-256 of its rendered text; posts wallet → offering escrow.
 */
export const investmentSignedSchema = v.object({
  projectId: id,
  investorId: id,
  investorName: fullNameSchema,
  amountCents: positiveCents,
  idempotencyKey: idempotencyKeySchema,
  /** SHA-256 of the request's fields (key excluded): a repeat must match it. */
  requestHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  signature: v.object({ typedName: v.pipe(v.string(), v.nonEmpty()), consent: v.literal(true) }),
  /**
   * The risks the investor acknowledged (17 CFR 227.303(b)(2)); absent on commitments
   * recorded before the invest flow asked for them.
   */
  acknowledged: v.optional(
    v.object({
      riskOfLoss: v.literal(true),
      resaleRestriction: v.literal(true),
      cancellationDeadline: v.literal(true),
    }),
  ),
  safe: safeDocumentDataSchema,
  safeSha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  offeringEndsAt: timestamp,
  transaction: transactionSchema,
});

/** Stream type `investment`: the investor cancelled before the cut-off; posts escrow → wallet. */
export const investmentCancelledSchema = v.object({
  idempotencyKey: v.optional(idempotencyKeySchema),
  reason: v.picklist(['investor_request']),
  transaction: transactionSchema,
});
