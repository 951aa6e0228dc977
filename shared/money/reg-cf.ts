/**
 * Regulation Crowdfunding (17 CFR Part 227) figures, in one place, each beside the rule
 * it comes from. The dollar thresholds are the inflation-adjusted amounts of SEC
 * Release No. 33-11098 (September 2022); the rule text says they are adjusted at least
 * every five years, so check them against the eCFR when `REG_CF_FIGURES_AS_OF` is more
 * than five years old. Amounts are integer cents (see docs/money.md).
 */
import { dollarsToCents, percentOfCentsFloor, percentOfCentsRoundHalfUp } from './cents';

/** The date the figures below were last checked against the rule text. */
export const REG_CF_FIGURES_AS_OF = '2022-09-11';

/**
 * The date the offering-window rules below (227.303(a), 227.304(a)) were last read in the
 * eCFR's text of 17 CFR Part 227. Read them again when the product's rules change.
 */
export const REG_CF_OFFERING_WINDOW_READ_ON = '2026-11-28';

/**
 * 227.303(a): an intermediary may not let an offering's securities be sold until its
 * information has been public on the platform for at least 21 days. As the product sells
 * only at the deadline, an offering's deadline is at least this many days after it went
 * public (its approval); a draft's earliest end date counts from today.
 */
export const OFFERING_MIN_PUBLIC_DAYS = 21;

/** 227.100(a)(1): the most an issuer may sell under Reg CF in 12 months ($5,000,000). */
export const ISSUER_MAX_12_MONTHS_CENTS = dollarsToCents(5_000_000);

/** 227.100(a)(2)(i): the floor of a non-accredited investor's 12-month limit ($2,500). */
export const INVESTOR_LIMIT_FLOOR_CENTS = dollarsToCents(2_500);

/**
 * 227.100(a)(2)(i)–(ii): below this income or net worth the 5 % tier applies; at or
 * above both, the 10 % tier ($124,000).
 */
export const INVESTOR_LIMIT_THRESHOLD_CENTS = dollarsToCents(124_000);

/** 227.100(a)(2)(ii): the most a non-accredited investor may put in over 12 months. */
export const INVESTOR_LIMIT_CAP_CENTS = dollarsToCents(124_000);

/** 227.100(a)(2)(i): 5 % of the greater of income and net worth, in basis points. */
export const LOWER_TIER_BASIS_POINTS = 500;

/** 227.100(a)(2)(ii): 10 % of the greater of income and net worth, in basis points. */
export const UPPER_TIER_BASIS_POINTS = 1_000;

/**
 * 227.304(a): an investor may cancel until this many hours before the deadline; a
 * commitment made within those last hours is allowed but cannot be cancelled (except by
 * a material change, 227.304(c)). A deadline never moves so close that this cut-off
 * would already have passed (shared/offering/offering-window.ts).
 */
export const CANCELLATION_CUTOFF_HOURS = 48;

/** 227.304(b): an offering may close early only after being live this many days. */
export const EARLY_CLOSE_MIN_LIVE_DAYS = 21;

/** 227.304(b): the new deadline of an early close is at least this many business days away. */
export const EARLY_CLOSE_NOTICE_BUSINESS_DAYS = 5;

/** 227.304(c): after a material change investors have this many business days to reconfirm. */
export const RECONFIRMATION_BUSINESS_DAYS = 5;

/** The product's platform fee: 5 % of a successful raise, in basis points; investors pay none. */
export const PLATFORM_FEE_BASIS_POINTS = 500;

/** The product's default minimum investment ($500); a creator may set a higher one. */
export const DEFAULT_MINIMUM_INVESTMENT_CENTS = dollarsToCents(500);

/**
 * What the 12-month limit depends on. Every amount is integer cents; net worth
 * excludes the primary residence, as the rule defines it.
 */
export interface InvestorLimitProfile {
  annualIncomeCents: number;
  netWorthCents: number;
  accredited: boolean;
  /** Invested in Reg CF offerings on other platforms in the last 12 months. */
  otherRegCfInvestmentsCents: number;
}

/** A 12-month limit in cents, or `null`: no limit (accredited investors, 227.100(a)(2)). */
export type InvestmentLimitCents = number | null;

/**
 * The investor's 12-month Reg CF limit in cents, across all Reg CF offerings
 * (227.100(a)(2)): accredited → `null` (no limit). Otherwise, if either income or net
 * worth is under $124,000, the greater of $2,500 and 5 % of the greater of the two;
 * if both are at least $124,000, 10 % of the greater; never above $124,000 (the rule
 * states that cap for the 10 % tier; applying it to both tiers only matters for a
 * large net worth with a small income, and errs on the investor's side). Percentages
 * round down to the cent, so the limit never exceeds the rule.
 */
export function investmentLimitCents(profile: InvestorLimitProfile): InvestmentLimitCents {
  if (profile.accredited) return null;
  const greater = Math.max(profile.annualIncomeCents, profile.netWorthCents, 0);
  const eitherBelow =
    profile.annualIncomeCents < INVESTOR_LIMIT_THRESHOLD_CENTS ||
    profile.netWorthCents < INVESTOR_LIMIT_THRESHOLD_CENTS;
  const tier = eitherBelow
    ? Math.max(INVESTOR_LIMIT_FLOOR_CENTS, percentOfCentsFloor(greater, LOWER_TIER_BASIS_POINTS))
    : percentOfCentsFloor(greater, UPPER_TIER_BASIS_POINTS);
  return Math.min(tier, INVESTOR_LIMIT_CAP_CENTS);
}

/**
 * What the investor may still invest in the next commitment: the limit less the other
 * platforms' Reg CF investments in the profile and `investedLast12MonthsCents` on this
 * platform, never below 0; `null` when there is no limit.
 */
export function remainingLimitCents(
  profile: InvestorLimitProfile,
  investedLast12MonthsCents: number,
): InvestmentLimitCents {
  const limit = investmentLimitCents(profile);
  if (limit === null) return null;
  return Math.max(0, limit - profile.otherRegCfInvestmentsCents - investedLast12MonthsCents);
}

/**
 * The platform fee on a successful raise: 5 % of `grossCents`, rounded half up to the
 * cent (1_010 cents → 50.5 → 51). The founder receives `grossCents − fee`, so fee and
 * payout always add up to the gross exactly.
 */
export function platformFeeCents(grossCents: number): number {
  return percentOfCentsRoundHalfUp(grossCents, PLATFORM_FEE_BASIS_POINTS);
}
