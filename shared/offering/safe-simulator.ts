/**
 * What a post-money SAFE is worth in ownership, for the simulator on a project page.
 * Pure arithmetic on percentages (fractions of the fully diluted capitalization), no
 * share counts needed: the results are independent of how many shares exist.
 *
 * The model of the next priced round, stated so the numbers can be checked by hand:
 * - The round sells new preferred stock for `newMoneyDollars` at a pre-money valuation
 *   `preMoneyValuationDollars` (V), so the new investors own N ÷ (V + N) afterwards.
 * - The option pool (P, percent of the post-round capitalization) is created in the
 *   pre-money, as term sheets usually require; there is no unissued pool before it.
 * - Under the YC post-money SAFE the Company Capitalization that sets the cap price
 *   includes every converting SAFE but not the new pool, so at the cap price a SAFE
 *   holds purchase ÷ cap of everything except the new money and the new pool.
 * - The discount price is the round price × (1 − discount); MFN (no terms of its own)
 *   converts at the round price. With a cap and a discount, the investor gets the lower
 *   price, i.e. the larger percentage.
 * Every SAFE of the offering has the same terms, so the other investors' amounts do not
 * change this investor's percentage under either price.
 */
import type { SafeTerms } from './safe-terms';

type Terms = Pick<SafeTerms, 'variant' | 'valuationCapDollars' | 'discountPercent'>;

/** A priced round: pre-money valuation, new money raised, option pool (percent of post-round). */
export interface PricedRound {
  preMoneyValuationDollars: number;
  newMoneyDollars: number;
  optionPoolPercent: number;
}

/** How the SAFE converts: at the cap price, the discount price, or the round price (MFN). */
export type ConversionPrice = 'cap' | 'discount' | 'round';

/** Where a SAFE ends up after a priced round, and at which price it converted. */
export interface ConversionResult {
  /** Percent of the company the investor owns right after the round. */
  percentAfterRound: number;
  convertedAt: ConversionPrice;
}

/** The cap and discount the variant uses; a stray field of another variant is ignored. */
function termsOf(terms: Terms): { cap?: number; discountPercent?: number } {
  const hasCap = terms.variant === 'cap' || terms.variant === 'cap_and_discount';
  const hasDiscount = terms.variant === 'discount' || terms.variant === 'cap_and_discount';
  return {
    ...(hasCap && terms.valuationCapDollars !== undefined
      ? { cap: terms.valuationCapDollars }
      : {}),
    ...(hasDiscount && terms.discountPercent !== undefined
      ? { discountPercent: terms.discountPercent }
      : {}),
  };
}

function positive(value: number, label: string): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${label} must be above 0.`);
  return value;
}

/**
 * Percent of the company a purchase buys at signing under a post-money cap: purchase ÷
 * cap × 100 ($500,000 at a $5,000,000 cap → 10). `null` without a cap (discount only,
 * MFN): that share is only set by the next priced round.
 */
export function ownershipAtSigningPercent(purchaseCents: number, terms: Terms): number | null {
  const { cap: capDollars } = termsOf(terms);
  if (capDollars === undefined) return null;
  const cap = positive(capDollars, 'The valuation cap');
  return (positive(purchaseCents, 'The purchase amount') / 100 / cap) * 100;
}

/**
 * Percent of the company the purchase owns after a priced round (see the model above):
 * - cap price: purchase ÷ cap × (V ÷ (V + N) − P);
 * - discount price: purchase ÷ ((1 − d) × (V + N)), d = 0 without a discount (round price);
 * with a cap, the larger of the two. Throws a `RangeError` for a round
 * that cannot exist (non-positive valuation, negative money, a pool of 100 % or more,
 * or a pool that leaves nothing for the existing holders).
 */
export function conversionAfterRound(
  purchaseCents: number,
  terms: Terms,
  round: PricedRound,
): ConversionResult {
  const purchase = positive(purchaseCents, 'The purchase amount') / 100;
  const V = positive(round.preMoneyValuationDollars, 'The pre-money valuation');
  const N = round.newMoneyDollars;
  if (!Number.isFinite(N) || N < 0) throw new RangeError('The new money must be 0 or more.');
  const P = round.optionPoolPercent / 100;
  if (!Number.isFinite(P) || P < 0 || P >= 1) {
    throw new RangeError('The option pool must be from 0 up to 100 %.');
  }
  const existingShare = V / (V + N) - P; // what founders and SAFEs split after the round
  if (existingShare <= 0)
    throw new RangeError('The option pool leaves nothing for existing holders.');

  // Without a discount the "discount price" is the round price itself (Discount Rate
  // 100 %), so a cap-only SAFE still converts at the round price when that is lower.
  const { cap: capDollars, discountPercent } = termsOf(terms);
  const discount = (discountPercent ?? 0) / 100;
  const priced: ConversionResult = {
    convertedAt: discount > 0 ? 'discount' : 'round',
    percentAfterRound: (purchase / ((1 - discount) * (V + N))) * 100,
  };
  if (capDollars === undefined) return priced;
  const cap = positive(capDollars, 'The valuation cap');
  const capped = (purchase / cap) * existingShare * 100;
  return capped >= priced.percentAfterRound
    ? { convertedAt: 'cap', percentAfterRound: capped }
    : priced;
}

/** The cap and/or discount of a SAFE the company issues after an MFN SAFE. */
export interface LaterSafeTerms {
  valuationCapDollars?: number;
  discountPercent?: number;
}

/**
 * The terms an MFN SAFE ends up converting on. An MFN SAFE has no cap or discount of its
 * own, but its holder may adopt the terms of a later SAFE the company issues before the
 * priced round (the "most favored nation" clause), which a holder does when they are
 * better. So an MFN with a later SAFE of a $5,000,000 cap converts as a cap SAFE at
 * $5,000,000; with a later cap and discount, as a cap-and-discount SAFE (the better
 * price wins); with no later SAFE (or no terms in it), at the round price. Other
 * variants keep their own terms: the clause is only in MFN SAFEs.
 */
export function mfnEffectiveTerms(terms: Terms, later: LaterSafeTerms | null = null): Terms {
  if (terms.variant !== 'mfn' || later === null) return terms;
  const cap = later.valuationCapDollars;
  const discount = later.discountPercent;
  if (cap !== undefined && discount !== undefined) {
    return { variant: 'cap_and_discount', valuationCapDollars: cap, discountPercent: discount };
  }
  if (cap !== undefined) return { variant: 'cap', valuationCapDollars: cap };
  if (discount !== undefined) return { variant: 'discount', discountPercent: discount };
  return terms;
}

/** The simulator's whole answer for one purchase. */
export interface SafeSimulation {
  /** Percent bought at signing (the cap's share); null when only the round can set it. */
  atSigningPercent: number | null;
  afterRound: ConversionResult;
  /** The terms used: the SAFE's own, or for an MFN the later SAFE's it adopted. */
  effectiveTerms: Terms;
}

/**
 * What a purchase is worth before the next priced round and after it, in one call:
 * `ownershipAtSigningPercent` and `conversionAfterRound` on the effective terms
 * (`mfnEffectiveTerms`). $500,000 at a $5,000,000 post-money cap → 10 % at signing and
 * 7 % after a $20,000,000 pre-money round raising $5,000,000 with a 10 % pool.
 * Throws a `RangeError` for an amount or round that cannot exist.
 */
export function simulateSafe(
  purchaseCents: number,
  terms: Terms,
  round: PricedRound,
  laterSafe: LaterSafeTerms | null = null,
): SafeSimulation {
  const effectiveTerms = mfnEffectiveTerms(terms, laterSafe);
  return {
    atSigningPercent: ownershipAtSigningPercent(purchaseCents, effectiveTerms),
    afterRound: conversionAfterRound(purchaseCents, effectiveTerms, round),
    effectiveTerms,
  };
}
