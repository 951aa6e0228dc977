/**
 * Payloads of the investment facts of a material change (17 CFR 227.304(c)), stream type
 * `investment`: a reconfirmation is required by a deadline, the investor reconfirms, or
 * the window lapses and the commitment is cancelled with its money returned.
 */
import * as v from 'valibot';
import { idempotencyKeySchema } from './api';
import { transactionSchema } from './events';

const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** The change asks this commitment to be reconfirmed by `reconfirmBy`; money stays in escrow. */
export const investmentReconfirmationRequiredSchema = v.object({
  projectId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  reconfirmBy: timestamp,
  /** The offering's end after the change (it may have moved). */
  offeringEndsAt: timestamp,
  /** The offering stream version of the `offering.terms_changed` that asked for it. */
  termsVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

/** The investor reconfirmed the commitment on the changed terms before the deadline. */
export const investmentReconfirmedSchema = v.object({ idempotencyKey: idempotencyKeySchema });

/**
 * Nobody reconfirmed by the deadline: the commitment is cancelled and its money goes back
 * from escrow to the wallet (a `cancel` transaction) in the same batch.
 */
export const investmentLapsedSchema = v.object({
  reconfirmBy: timestamp,
  transaction: transactionSchema,
});
