/**
 * The investor profile behind the Reg CF limit, as the investor states it (once, and
 * editable later). Amounts are integer cents like every amount in the money model:
 * the form parses what is typed ('124,000') with `parseDollarsToCents` and sends cents.
 */
import * as v from 'valibot';
import { missingFieldMessage } from './field-messages';

/** Far above any real figure, and small enough that cents stay exact. */
const MAX_PROFILE_CENTS = 100_000_000_000_000; // $1 trillion

function centsField(label: string) {
  return v.pipe(
    v.number(`${label} must be a number of cents.`),
    v.safeInteger(`${label} must be a whole number of cents.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(MAX_PROFILE_CENTS, `${label} is too large.`),
  );
}

const missingMessage = missingFieldMessage(
  {
    annualIncomeCents: 'Enter your annual income.',
    netWorthCents: 'Enter your net worth.',
    accredited: 'Say whether you are an accredited investor.',
    otherRegCfInvestmentsCents: 'Enter what you invested in other Reg CF offerings (0 if none).',
  },
  'Enter your investor profile.',
);

/** A missing field's message, or for a field the profile does not have, one naming it. */
function profileMessage(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.[0]?.key;
  if (issue.expected === 'never' && typeof key === 'string') {
    return `The investor profile has no field "${key.slice(0, 40)}": send only its four figures.`;
  }
  return missingMessage(issue);
}

/**
 * Valibot schema of the investor profile; every message names its field. Unknown fields
 * are refused (a strict object, like every other /api body), not silently dropped.
 */
export const investorProfileSchema = v.strictObject(
  {
    annualIncomeCents: centsField('Annual income'),
    /** Excluding the primary residence, as 17 CFR 227.100(a)(2) counts it. */
    netWorthCents: centsField('Net worth'),
    accredited: v.boolean('Say whether you are an accredited investor.'),
    /** Invested in Reg CF offerings on other platforms in the last 12 months. */
    otherRegCfInvestmentsCents: centsField('Other Reg CF investments in the last 12 months'),
  },
  profileMessage,
);

/** A validated investor profile (amounts in cents). */
export type InvestorProfile = v.InferOutput<typeof investorProfileSchema>;
