/**
 * The SAFE terms of a live project that has none recorded: every live project is
 * investable. Derived from the project's own figures:
 * a valuation-cap SAFE, goal = the project's funding goal, maximum raise = the goal,
 * minimum = the project's minimum investment but never below $500, post-money cap =
 * goal ÷ equity offered (so "equity offered" stays goal ÷ cap), no pro-rata side letter,
 * ending when the project ends. Recorded as an `offering.terms_set` event (source
 * `project_defaults`) with the first commitment, so a SAFE never cites unrecorded terms.
 */
import * as v from 'valibot';
import { dollarsToCents } from '../money/cents';
import { DEFAULT_MINIMUM_INVESTMENT_CENTS } from '../money/reg-cf';
import { safeTermsSchema, type SafeTerms } from '../offering/safe-terms';

/** The project figures the defaults come from (whole dollars and percent, as projects store them). */
export interface ProjectFigures {
  fundingGoalDollars: number;
  equityPercent: number;
  minimumInvestmentDollars: number;
  /** ISO timestamp the raise ends. */
  endDate: string;
}

/**
 * Default terms for a project without recorded terms. Falls back to an MFN SAFE (no cap,
 * no discount) when the equity offered cannot give a cap above the goal.
 */
export function defaultTermsOf(project: ProjectFigures): SafeTerms {
  const fundingGoalCents = dollarsToCents(Math.round(project.fundingGoalDollars));
  const minimumInvestmentCents = Math.min(
    Math.max(
      DEFAULT_MINIMUM_INVESTMENT_CENTS,
      dollarsToCents(Math.round(project.minimumInvestmentDollars)),
    ),
    fundingGoalCents,
  );
  const common = {
    proRata: false,
    fundingGoalCents,
    minimumInvestmentCents,
    endDate: project.endDate,
  };
  if (project.equityPercent > 0 && project.equityPercent < 100) {
    const cap = Math.round((project.fundingGoalDollars * 100) / project.equityPercent);
    const capped = v.safeParse(safeTermsSchema, {
      ...common,
      variant: 'cap',
      valuationCapDollars: cap,
    });
    if (capped.success) return capped.output;
  }
  return v.parse(safeTermsSchema, { ...common, variant: 'mfn' });
}

/** The timestamp an offering ends at; defined with the offering window it belongs to. */
export { offeringEndsAt } from '../offering/offering-window';
