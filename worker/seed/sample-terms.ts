/**
 * Plausible SAFE terms for a sample project, consistent with its figures: a post-money
 * valuation cap of goal ÷ equity offered (so "equity offered" is exactly goal ÷ cap:
 * $150,000 at 10 % → a $1,500,000 cap), every third one with a 20 % discount too, every
 * other one with a pro-rata side letter, every fourth one allowing 20 % over its goal.
 */
import * as v from 'valibot';
import { safeTermsSchema, type SafeTerms } from '../../shared/offering/safe-terms';
import type { SampleProject } from './sample-types';

export function sampleTermsOf(p: SampleProject, endDate: string): SafeTerms {
  const goalCents = p.fundingGoal * 100;
  const capAndDiscount = p.n % 3 === 0;
  return v.parse(safeTermsSchema, {
    variant: capAndDiscount ? 'cap_and_discount' : 'cap',
    valuationCapDollars: Math.round((p.fundingGoal * 100) / p.equity),
    ...(capAndDiscount ? { discountPercent: 20 } : {}),
    proRata: p.n % 2 === 0,
    minimumInvestmentCents: Math.min(goalCents, Math.max(500, p.minimumInvestment) * 100),
    fundingGoalCents: goalCents,
    maximumRaiseCents: p.n % 4 === 0 ? Math.round(goalCents * 1.2) : goalCents,
    endDate,
  });
}
