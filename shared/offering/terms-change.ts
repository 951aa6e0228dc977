/**
 * A change of a live offering's SAFE terms (17 CFR 227.304(c)): what changed, whether it
 * is material (every committed investor must reconfirm within five business days), the
 * request the creator sends, and the event payloads it records. Pure: no clock, no I/O.
 */
import * as v from 'valibot';
import { RECONFIRMATION_BUSINESS_DAYS } from '../money/reg-cf';
import { addBusinessDays } from '../money/reg-cf-dates';
import { safeTermsSchema, type SafeTerms } from './safe-terms';

export { RECONFIRMATION_BUSINESS_DAYS };

/** The terms a creator may change on a live offering, in the order the form shows them. */
export const CHANGEABLE_TERMS = [
  'variant',
  'valuationCapDollars',
  'discountPercent',
  'proRata',
  'fundingGoalCents',
  'minimumInvestmentCents',
  'maximumRaiseCents',
  'endDate',
] as const satisfies readonly (keyof SafeTerms)[];
export type ChangeableTerm = (typeof CHANGEABLE_TERMS)[number];

/**
 * Terms whose change is NOT material: under a post-money SAFE each holder's share is
 * their amount ÷ the post-money cap, whatever else is raised, so a higher maximum raise
 * changes no committed investor's deal. (A maximum under what is committed is refused.)
 */
const NOT_MATERIAL: ReadonlySet<ChangeableTerm> = new Set(['maximumRaiseCents']);

/** The end of the offering as an instant, so '2027-01-31' and its end-of-day timestamp compare equal. */
function endInstant(endDate: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(endDate) ? `${endDate}T23:59:59.000Z` : endDate);
}

/** The terms that differ between `previous` and `next`, in form order. */
export function changedTerms(previous: SafeTerms, next: SafeTerms): ChangeableTerm[] {
  return CHANGEABLE_TERMS.filter((key) =>
    key === 'endDate'
      ? endInstant(previous.endDate) !== endInstant(next.endDate)
      : previous[key] !== next[key],
  );
}

/**
 * True when the change asks every committed investor to reconfirm: the SAFE type, cap,
 * discount, pro-rata, goal, minimum or end date changed (17 CFR 227.304(c)).
 */
export function isMaterialChange(previous: SafeTerms, next: SafeTerms): boolean {
  return changedTerms(previous, next).some((key) => !NOT_MATERIAL.has(key));
}

/**
 * When the reconfirmation window of a change made at `at` ends: five business days later
 * (Monday to Friday, UTC), at the same time of day.
 */
export function reconfirmationDeadline(at: string): string {
  return addBusinessDays(at, RECONFIRMATION_BUSINESS_DAYS);
}

const timestamp = v.pipe(v.string(), v.isoTimestamp());
const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

/**
 * Stream `offering:<projectId>`: the terms of a live offering changed. Never a silent
 * edit: the payload carries the terms before and after; `reconfirmBy` is the end of the
 * five-business-day window when the change is material (null otherwise), and
 * `reconfirmations` how many commitments it put into reconfirmation.
 */
export const offeringTermsChangedSchema = v.object({
  projectId: id,
  companyName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  previous: safeTermsSchema,
  next: safeTermsSchema,
  changed: v.pipe(v.array(v.picklist(CHANGEABLE_TERMS)), v.minLength(1)),
  material: v.boolean(),
  reconfirmBy: v.nullable(timestamp),
  reconfirmations: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type OfferingTermsChanged = v.InferOutput<typeof offeringTermsChangedSchema>;
