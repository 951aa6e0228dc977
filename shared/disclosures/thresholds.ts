/**
 * The financial statements a Regulation Crowdfunding offering must include, by the
 * amount offered (17 CFR 227.201(t), amounts as inflation-adjusted by the SEC in
 * September 2022). Dated: when the SEC adjusts them again, change the amounts and the
 * date together (docs/before-the-raise.md#disclosures).
 */

/** The day these amounts were last checked against 17 CFR 227.201(t). */
export const STATEMENT_THRESHOLDS_AS_OF = '2026-11-29';

/** Up to this amount, statements certified by the principal executive officer suffice. */
export const CERTIFIED_UP_TO_CENTS = 124_000_00;
/** Up to this amount, statements reviewed by an independent accountant suffice. */
export const REVIEWED_UP_TO_CENTS = 618_000_00;
/**
 * A first-time Regulation Crowdfunding issuer may give reviewed statements up to this
 * amount (227.201(t)(3)); above it, or a repeat issuer above the reviewed limit: audited.
 */
export const FIRST_TIME_REVIEWED_UP_TO_CENTS = 1_235_000_00;

/** The tiers, weakest first: a stronger tier always satisfies a weaker requirement. */
export const STATEMENT_TIERS = ['certified', 'reviewed', 'audited'] as const;
export type StatementTier = (typeof STATEMENT_TIERS)[number];

export const STATEMENT_TIER_LABELS: Record<StatementTier, string> = {
  certified: 'Certified by an officer',
  reviewed: 'Reviewed by an independent accountant',
  audited: 'Audited by an independent accountant',
};

/**
 * The tier an offering of `maximumRaiseCents` needs. LaunchFund's issuers raise here for
 * the first time (no earlier Regulation Crowdfunding sale is recorded), so the
 * first-time issuer's limit applies unless told otherwise.
 */
export function requiredStatementTier(
  maximumRaiseCents: number,
  options: { firstTimeIssuer: boolean } = { firstTimeIssuer: true },
): StatementTier {
  if (maximumRaiseCents <= CERTIFIED_UP_TO_CENTS) return 'certified';
  if (maximumRaiseCents <= REVIEWED_UP_TO_CENTS) return 'reviewed';
  if (options.firstTimeIssuer && maximumRaiseCents <= FIRST_TIME_REVIEWED_UP_TO_CENTS) {
    return 'reviewed';
  }
  return 'audited';
}

/** Whether statements of tier `given` meet a requirement of tier `required`. */
export function tierSatisfies(given: StatementTier, required: StatementTier): boolean {
  return STATEMENT_TIERS.indexOf(given) >= STATEMENT_TIERS.indexOf(required);
}
