/**
 * The terms of a SAFE offering as structured data: which YC post-money SAFE variant,
 * its valuation cap and/or discount, the pro-rata side letter, and the raise (minimum
 * investment, all-or-nothing goal, maximum raise, end date). The same schema checks the
 * project form in the browser and the request on the server. Money is integer cents;
 * the valuation cap is whole dollars, as term sheets state it.
 */
import * as v from 'valibot';
import { missingFieldMessage } from '../money/field-messages';
import { DEFAULT_MINIMUM_INVESTMENT_CENTS, ISSUER_MAX_12_MONTHS_CENTS } from '../money/reg-cf';

/** The YC post-money SAFE variants. */
export const SAFE_VARIANTS = ['cap', 'discount', 'cap_and_discount', 'mfn'] as const;
export type SafeVariant = (typeof SAFE_VARIANTS)[number];

/** How each variant is named on screen and in the rendered SAFE. */
export const SAFE_VARIANT_LABELS: Record<SafeVariant, string> = {
  cap: 'Valuation Cap, no Discount',
  discount: 'Discount, no Valuation Cap',
  cap_and_discount: 'Valuation Cap and Discount',
  mfn: 'MFN, no Valuation Cap, no Discount',
};

/** The highest post-money valuation cap the form accepts ($10 billion). */
const MAX_CAP_DOLLARS = 10_000_000_000;

const capField = v.pipe(
  v.number('Enter the post-money valuation cap in dollars.'),
  v.safeInteger('The valuation cap must be whole dollars.'),
  v.minValue(1, 'The valuation cap must be more than $0.'),
  v.maxValue(MAX_CAP_DOLLARS, 'The valuation cap cannot exceed $10,000,000,000.'),
);
const discountField = v.pipe(
  v.number('Enter the discount in percent.'),
  v.integer('The discount must be a whole percent.'),
  v.minValue(1, 'The discount must be at least 1 %.'),
  v.maxValue(50, 'The discount cannot exceed 50 %.'),
);
const noCap = v.optional(v.never('This SAFE type has no valuation cap; leave it empty.'));
const noDiscount = v.optional(v.never('This SAFE type has no discount; leave it empty.'));

function raiseCents(label: string) {
  return v.pipe(
    v.number(`Enter the ${label} in dollars.`),
    v.safeInteger(`The ${label} must be a whole number of cents.`),
    v.minValue(1, `The ${label} must be more than $0.`),
    v.maxValue(
      ISSUER_MAX_12_MONTHS_CENTS,
      `The ${label} cannot exceed $5,000,000, the Regulation Crowdfunding 12-month maximum.`,
    ),
  );
}

function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

const common = {
  proRata: v.boolean('Say whether investors get a pro-rata side letter.'),
  minimumInvestmentCents: v.optional(
    v.pipe(
      v.number('Enter the minimum investment in dollars.'),
      v.safeInteger('The minimum investment must be a whole number of cents.'),
      v.minValue(DEFAULT_MINIMUM_INVESTMENT_CENTS, 'The minimum investment must be at least $500.'),
    ),
    DEFAULT_MINIMUM_INVESTMENT_CENTS,
  ),
  fundingGoalCents: raiseCents('funding goal'),
  /** Absent means "the goal": the offering closes to new money once it is reached. */
  maximumRaiseCents: v.optional(raiseCents('maximum raise')),
  /** The calendar day or timestamp the offering ends; "in the future" is checked at submit. */
  endDate: v.pipe(
    v.union(
      [v.pipe(v.string(), v.isoDate()), v.pipe(v.string(), v.isoTimestamp())],
      'The end date must be a date (YYYY-MM-DD).',
    ),
    // The format checks allow 2026-02-30; a real calendar day reads back the same.
    v.check((date) => isCalendarDay(date.slice(0, 10)), 'The end date must be a real date.'),
  ),
};

/** What a missing required field says (valibot reports it with the object's message). */
const required = missingFieldMessage(
  {
    valuationCapDollars: 'Enter the post-money valuation cap in dollars.',
    discountPercent: 'Enter the discount in percent.',
    proRata: 'Say whether investors get a pro-rata side letter.',
    fundingGoalCents: 'Enter the funding goal in dollars.',
    endDate: 'Enter the end date.',
  },
  'Enter the SAFE terms.',
);

const variants = v.variant(
  'variant',
  [
    v.object(
      {
        variant: v.literal('cap'),
        valuationCapDollars: capField,
        discountPercent: noDiscount,
        ...common,
      },
      required,
    ),
    v.object(
      {
        variant: v.literal('discount'),
        valuationCapDollars: noCap,
        discountPercent: discountField,
        ...common,
      },
      required,
    ),
    v.object(
      {
        variant: v.literal('cap_and_discount'),
        valuationCapDollars: capField,
        discountPercent: discountField,
        ...common,
      },
      required,
    ),
    v.object(
      {
        variant: v.literal('mfn'),
        valuationCapDollars: noCap,
        discountPercent: noDiscount,
        ...common,
      },
      required,
    ),
  ],
  'Choose a SAFE type: valuation cap, discount, cap and discount, or MFN.',
);

type VariantInput = v.InferOutput<typeof variants>;
const maxRaiseOf = (t: VariantInput) => t.maximumRaiseCents ?? t.fundingGoalCents;

/**
 * Valibot schema of SAFE offering terms, with a field-level message for every mistake
 * (including the cross-field rules: maximum raise ≥ goal, minimum ≤ goal, a cap above
 * the maximum raise). The output always has `maximumRaiseCents` (default: the goal) and
 * `minimumInvestmentCents` (default: $500).
 */
export const safeTermsSchema = v.pipe(
  variants,
  v.forward(
    v.check(
      (t: VariantInput) => maxRaiseOf(t) >= t.fundingGoalCents,
      'The maximum raise must be at least the funding goal.',
    ),
    ['maximumRaiseCents'],
  ),
  v.forward(
    v.check(
      (t: VariantInput) => t.minimumInvestmentCents <= t.fundingGoalCents,
      'The minimum investment cannot be more than the funding goal.',
    ),
    ['minimumInvestmentCents'],
  ),
  v.forward(
    v.check(
      (t: VariantInput) =>
        t.valuationCapDollars === undefined || t.valuationCapDollars * 100 > maxRaiseOf(t),
      'The valuation cap must be above the maximum raise.',
    ),
    ['valuationCapDollars'],
  ),
  v.transform((t) => ({ ...t, maximumRaiseCents: maxRaiseOf(t) })),
);

/** Terms as submitted (amounts in cents, optional defaults). */
export type SafeTermsInput = v.InferInput<typeof safeTermsSchema>;
/** Validated terms, defaults filled in. */
export type SafeTerms = v.InferOutput<typeof safeTermsSchema>;

/**
 * The "equity offered" a project page shows, kept consistent with the SAFE: the funding
 * goal as a percent of the post-money valuation cap ($150,000 at a $1,500,000 cap →
 * 10). `null` when there is no cap (discount or MFN): the share is only known at the
 * next priced round.
 */
export function equityOfferedPercent(
  terms: Pick<SafeTerms, 'fundingGoalCents' | 'valuationCapDollars'>,
): number | null {
  if (terms.valuationCapDollars === undefined) return null;
  return (terms.fundingGoalCents / (terms.valuationCapDollars * 100)) * 100;
}
