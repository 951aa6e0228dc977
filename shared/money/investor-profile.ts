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

/** Valibot schema of the investor profile; every message names its field. */
export const investorProfileSchema = v.object(
  {
    annualIncomeCents: centsField('Annual income'),
    /** Excluding the primary residence, as 17 CFR 227.100(a)(2) counts it. */
    netWorthCents: centsField('Net worth'),
    accredited: v.boolean('Say whether you are an accredited investor.'),
    /** Invested in Reg CF offerings on other platforms in the last 12 months. */
    otherRegCfInvestmentsCents: centsField('Other Reg CF investments in the last 12 months'),
  },
  missingFieldMessage(
    {
      annualIncomeCents: 'Enter your annual income.',
      netWorthCents: 'Enter your net worth.',
      accredited: 'Say whether you are an accredited investor.',
      otherRegCfInvestmentsCents: 'Enter what you invested in other Reg CF offerings (0 if none).',
    },
    'Enter your investor profile.',
  ),
);

/** A validated investor profile (amounts in cents). */
export type InvestorProfile = v.InferOutput<typeof investorProfileSchema>;
