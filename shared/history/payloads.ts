/**
 * The few payload fields the history fold reads, parsed loosely: the fold must keep
 * working while other event types gain fields, and a payload that lacks what it needs
 * is skipped rather than breaking the whole timeline. The event store validated every
 * payload against its full schema on append (shared/events.ts).
 */
import * as v from 'valibot';
import { HISTORY_TERM_FIELDS, type HistoryTermField, type TermChange } from './api';

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const text = v.pipe(v.string(), v.nonEmpty());

const termsSchema = v.looseObject({
  variant: v.optional(v.string()),
  valuationCapDollars: v.optional(v.number()),
  discountPercent: v.optional(v.number()),
  minimumInvestmentCents: v.optional(v.number()),
  fundingGoalCents: v.optional(v.number()),
  maximumRaiseCents: v.optional(v.number()),
  endDate: v.optional(v.string()),
  proRata: v.optional(v.boolean()),
});
export type TermsSnapshot = v.InferOutput<typeof termsSchema>;

const schemas = {
  /** offering.terms_set */
  termsSet: v.looseObject({ terms: termsSchema }),
  /** offering.terms_changed */
  termsChanged: v.looseObject({
    previous: termsSchema,
    next: termsSchema,
    reconfirmBy: v.optional(v.nullable(text)),
    material: v.optional(v.boolean()),
    reconfirmations: v.optional(count),
  }),
  /** offering.early_close_noticed */
  earlyClose: v.looseObject({ newEndsAt: text, noticedAt: v.optional(text) }),
  /** offering.settlement_started */
  outcome: v.looseObject({ outcome: v.picklist(['funded', 'failed']) }),
  /** investment.refunded (the ledger shape of a failed close says why) */
  refundReason: v.looseObject({ reason: v.string() }),
  /** offering.settled */
  settled: v.looseObject({
    outcome: v.picklist(['funded', 'failed']),
    raisedCents: cents,
    investorCount: count,
    refundCount: v.optional(count, 0),
  }),
  /** investment.committed (the ledger shape, cents). */
  committed: v.looseObject({ projectId: text, amountCents: cents }),
  /** project.drafted / project.details_edited: the goal in whole dollars. */
  projectGoal: v.looseObject({ fundingGoal: v.optional(cents) }),
} as const;

type Schemas = typeof schemas;

/** The payload parsed with the named schema, or null when it does not fit. */
export function payloadOf<K extends keyof Schemas>(
  kind: K,
  payload: unknown,
): v.InferOutput<Schemas[K]> | null {
  const result = v.safeParse(schemas[kind], payload);
  return result.success ? (result.output as v.InferOutput<Schemas[K]>) : null;
}

/** The amount a commitment put in escrow, in cents. */
export function committedCents(payload: v.InferOutput<Schemas['committed']>): number {
  return payload.amountCents;
}

/** Every term that differs between two snapshots, in the order of HISTORY_TERM_FIELDS. */
export function termChanges(previous: TermsSnapshot, next: TermsSnapshot): TermChange[] {
  return HISTORY_TERM_FIELDS.flatMap((field: HistoryTermField) => {
    const from = previous[field] ?? null;
    const to = next[field] ?? null;
    return from === to ? [] : [{ field, from, to }];
  });
}
