/**
 * The structured metrics a founder's update may carry (docs/reporting-and-verification.md
 * #metrics-on-updates): money in whole cents, churn in basis points, runway in whole
 * months, each optional, each shown beside its definition.
 */
import * as v from 'valibot';

export const UPDATE_METRIC_KEYS = [
  'mrrCents',
  'customers',
  'churnBasisPoints',
  'burnCents',
  'runwayMonths',
] as const;
export type UpdateMetricKey = (typeof UPDATE_METRIC_KEYS)[number];

/** One billion dollars a month: far above any crowdfunded company, far below 2^53. */
const MAX_MONEY_CENTS = 100_000_000_000;

const wholeNumber = (label: string, max: number, unit: string) =>
  v.pipe(
    v.number(`${label} must be a number.`),
    v.safeInteger(`${label} must be a whole number of ${unit}.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(max, `${label} is too large.`),
  );

export const updateMetricsSchema = v.pipe(
  v.strictObject(
    {
      mrrCents: v.optional(wholeNumber('MRR', MAX_MONEY_CENTS, 'cents')),
      customers: v.optional(wholeNumber('Customers', 1_000_000_000, 'customers')),
      churnBasisPoints: v.optional(wholeNumber('Churn', 10_000, 'basis points (1 % = 100)')),
      burnCents: v.optional(wholeNumber('Burn', MAX_MONEY_CENTS, 'cents')),
      runwayMonths: v.optional(wholeNumber('Runway', 600, 'months')),
    },
    'Metrics are MRR, customers, churn, burn and runway only.',
  ),
  v.check(
    (metrics) => UPDATE_METRIC_KEYS.some((key) => metrics[key] !== undefined),
    'Give at least one metric, or leave the metrics out.',
  ),
);
export type UpdateMetrics = v.InferOutput<typeof updateMetricsSchema>;

/** Who may read an update: everyone, or only the project's backers. */
export const UPDATE_AUDIENCES = ['everyone', 'backers'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];
export const updateAudienceSchema = v.picklist(
  UPDATE_AUDIENCES,
  'The audience is "everyone" or "backers".',
);

/** Each metric's name and the definition shown beside it. */
export const UPDATE_METRIC_DEFINITIONS: Record<
  UpdateMetricKey,
  { label: string; definition: string }
> = {
  mrrCents: {
    label: 'MRR',
    definition:
      'Monthly recurring revenue: the revenue from subscriptions and contracts that repeats every month, at the end of the period.',
  },
  customers: {
    label: 'Customers',
    definition: 'Paying customers at the end of the period.',
  },
  churnBasisPoints: {
    label: 'Churn',
    definition:
      'The share of customers at the start of the month who had left by its end (monthly customer churn).',
  },
  burnCents: {
    label: 'Burn',
    definition: 'Net burn: cash spent in the month less cash received.',
  },
  runwayMonths: {
    label: 'Runway',
    definition: 'Months until the cash runs out at the current net burn.',
  },
};

/** Basis points as a percent string: 250 → "2.5 %". */
export function churnPercentOf(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
}
