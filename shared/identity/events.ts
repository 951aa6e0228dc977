/**
 * Payloads of the identity stream (stream type `identity`, id `identity:<userId>`;
 * docs/events.md#identity-events). The tax id is only ever its last four digits.
 */
import * as v from 'valibot';
import { identityAddressSchema } from './check';
import { uuidSchema } from '../uuid';

const id = uuidSchema;
const reason = v.pipe(v.string(), v.minLength(1), v.maxLength(500));
const providerId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,40}$/));

export const identityCheckSubmittedSchema = v.object({
  userId: id,
  provider: providerId,
  simulated: v.boolean(),
  legalName: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  dateOfBirth: v.pipe(v.string(), v.isoDate()),
  address: identityAddressSchema,
  taxIdLast4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
});
/** The provider's verdicts; `reference` is its id for the check. */
export const identityVerifiedSchema = v.object({ provider: providerId, reference: v.string() });
export const identityFailedSchema = v.object({
  provider: providerId,
  reference: v.string(),
  reason,
});
export const identityReviewRequiredSchema = v.object({
  provider: providerId,
  reference: v.string(),
  reason,
});
/** An admin's decision on a check in manual review; the admin is the event's actor. */
export const identityReviewDecidedSchema = v.object({
  decision: v.picklist(['approve', 'reject']),
  reason,
});

/** Spread into EVENT_SCHEMAS (shared/schemas/events.ts). */
export const IDENTITY_EVENT_SCHEMAS = {
  'identity.check_submitted': { streamType: 'identity', schema: identityCheckSubmittedSchema },
  'identity.verified': { streamType: 'identity', schema: identityVerifiedSchema },
  'identity.failed': { streamType: 'identity', schema: identityFailedSchema },
  'identity.review_required': { streamType: 'identity', schema: identityReviewRequiredSchema },
  'identity.review_decided': { streamType: 'identity', schema: identityReviewDecidedSchema },
} as const;
