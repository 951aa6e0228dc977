/**
 * How a stack of Y Combinator post-money SAFEs converts in a priced round, solved
 * exactly.
 *
 * The definitions (YC's post-money SAFE, as the platform's SAFE text uses them):
 * - Company Capitalization (Cc) = the shares outstanding + options issued and promised
 *   + the unissued pool + every converting SAFE as converted, but not the new money and
 *   not a pool increase made for the round. Safe Price = Post-Money Valuation Cap ÷ Cc.
 * - The round's price (p) = pre-money valuation ÷ the pre-money capitalization, which
 *   is Cc plus the pool increase (the "option pool shuffle": the new pool dilutes the
 *   existing holders, not the new money).
 * - Discount Price = p × (100 % − discount), a discount of 0 % for a SAFE without one. A
 *   capped SAFE converts at whichever of the Safe Price and the Discount Price gives the
 *   holder more shares (so even a cap-only SAFE never pays more than the round's price);
 *   a SAFE with neither (an MFN SAFE that adopted nothing) converts at p.
 *
 * Cc contains the SAFEs' own shares, which depend on Cc and on p: the definition is
 * circular. With A = Σ purchase ÷ cap over the SAFEs converting at their cap and
 * D = Σ purchase ÷ (1 − discount) over those converting at a discount (or at p),
 *   Cc = B + A·Cc + D ÷ p            (B: shares, options and pool before the round)
 *   p  = V ÷ (Cc + I)                (V: pre-money valuation, I: pool increase)
 * which solve to p = (V·(1 − A) − D) ÷ (B + I·(1 − A)) and Cc = (B + D ÷ p) ÷ (1 − A).
 * Which price each capped SAFE takes is found by trying the cap first and
 * switching a SAFE whenever its other price is lower, until nothing changes; every step
 * is exact rational arithmetic, so the result does not depend on the stack's order.
 *
 * Shares are rounded down for each holder (a fraction of a share is not issued), and so
 * are the new investors' shares.
 */
import {
  checkWhole,
  sortedStack,
  ConversionInputError,
  effectiveTerms,
  type CompanyShares,
  type EffectiveTerms,
  type SafeInstrument,
} from './instruments';
import {
  add,
  compare,
  div,
  floor,
  isPositive,
  mul,
  ONE,
  ratio,
  sub,
  toSafeNumber,
  ZERO,
  type Rational,
} from './rational';

export interface PricedRoundInput {
  preMoneyValuationDollars: number;
  newMoneyCents: number;
  /** Options added to the pool for the round (in the pre-money); 0 for none. */
  poolIncrease: number;
}

/** Which price a SAFE converted at. */
export type AppliedTerm = 'cap' | 'discount' | 'round';

export interface SafeConversion {
  id: string;
  holder: string;
  onPlatform: boolean;
  purchaseCents: number;
  shares: number;
  /** Price per share in cents, exact. */
  priceCents: Rational;
  appliedTerm: AppliedTerm;
  terms: EffectiveTerms;
}

export interface PricedRoundConversion {
  /** The round's price per share in cents, exact. */
  roundPriceCents: Rational;
  /** Company Capitalization (the Safe Price's denominator), exact. */
  companyCapitalization: Rational;
  conversions: SafeConversion[];
  newMoneyShares: number;
  /** Shares before the round's new money: B + pool increase + every SAFE's shares. */
  sharesBeforeNewMoney: number;
  /** Every share after the round. */
  sharesAfterRound: number;
}

type Choice = 'cap' | 'discount';

interface Solution {
  price: Rational;
  capitalization: Rational;
}

function solve(
  base: Rational,
  poolIncrease: Rational,
  valuationCents: Rational,
  stack: readonly SafeInstrument[],
  terms: Map<string, EffectiveTerms>,
  choice: Map<string, Choice>,
): Solution {
  let capShare = ZERO;
  let discounted = ZERO;
  for (const safe of stack) {
    const t = terms.get(safe.id) ?? {};
    const purchase = ratio(safe.purchaseCents);
    if (choice.get(safe.id) === 'cap' && t.valuationCapDollars !== undefined) {
      capShare = add(capShare, div(purchase, ratio(t.valuationCapDollars * 100)));
    } else {
      const payFraction = ratio(100 - (t.discountPercent ?? 0), 100);
      discounted = add(discounted, div(purchase, payFraction));
    }
  }
  const rest = sub(ONE, capShare);
  if (!isPositive(rest)) {
    throw new ConversionInputError(
      'The SAFEs at their caps would own all of the company: check the caps and amounts.',
    );
  }
  const price = div(sub(mul(valuationCents, rest), discounted), add(base, mul(poolIncrease, rest)));
  if (!isPositive(price)) {
    throw new ConversionInputError(
      'The pre-money valuation is too low to cover the discounted SAFEs: check the round.',
    );
  }
  return { price, capitalization: div(add(base, div(discounted, price)), rest) };
}

function priceOf(
  t: EffectiveTerms,
  choice: Choice | undefined,
  solution: Solution,
): { price: Rational; term: AppliedTerm } {
  if (choice === 'cap' && t.valuationCapDollars !== undefined) {
    return {
      price: div(ratio(t.valuationCapDollars * 100), solution.capitalization),
      term: 'cap',
    };
  }
  const discount = t.discountPercent ?? 0;
  return {
    price: mul(solution.price, ratio(100 - discount, 100)),
    term: discount > 0 ? 'discount' : 'round',
  };
}

/** Converts every SAFE of the stack in the round (see the module's comment). */
export function convertInPricedRound(
  company: CompanyShares,
  stackInput: readonly SafeInstrument[],
  round: PricedRoundInput,
): PricedRoundConversion {
  checkWhole(company.outstandingShares, 'The shares outstanding', 1);
  checkWhole(company.optionsIssued, 'The options issued', 0);
  checkWhole(company.unissuedPool, 'The unissued pool', 0);
  checkWhole(round.preMoneyValuationDollars, 'The pre-money valuation', 1);
  checkWhole(round.newMoneyCents, 'The new money', 0);
  checkWhole(round.poolIncrease, 'The pool increase', 0);
  const stack = sortedStack(stackInput);
  const terms = effectiveTerms(stack);
  const base = ratio(company.outstandingShares + company.optionsIssued + company.unissuedPool);
  const poolIncrease = ratio(round.poolIncrease);
  const valuationCents = ratio(BigInt(round.preMoneyValuationDollars) * 100n);

  // Start every capped SAFE at its cap and switch it whenever its other price is lower, until nothing changes; bounded, to fail loudly rather than loop.
  const choice = new Map<string, Choice>(
    stack.map((s) => [
      s.id,
      terms.get(s.id)?.valuationCapDollars !== undefined ? 'cap' : 'discount',
    ]),
  );
  let solution = solve(base, poolIncrease, valuationCents, stack, terms, choice);
  for (let pass = 0; ; pass += 1) {
    if (pass > 2 * stack.length + 2) {
      throw new ConversionInputError('The conversion prices did not settle; check the terms.');
    }
    let changed = false;
    for (const safe of stack) {
      const t = terms.get(safe.id) ?? {};
      if (t.valuationCapDollars === undefined) continue;
      const cap = priceOf(t, 'cap', solution).price;
      const discount = priceOf(t, 'discount', solution).price;
      const wanted: Choice = compare(discount, cap) < 0 ? 'discount' : 'cap';
      if (choice.get(safe.id) !== wanted) {
        choice.set(safe.id, wanted);
        changed = true;
      }
    }
    if (!changed) break;
    solution = solve(base, poolIncrease, valuationCents, stack, terms, choice);
  }

  const conversions = stack.map((safe): SafeConversion => {
    const t = terms.get(safe.id) ?? {};
    const { price, term } = priceOf(t, choice.get(safe.id), solution);
    return {
      id: safe.id,
      holder: safe.holder,
      onPlatform: safe.onPlatform,
      purchaseCents: safe.purchaseCents,
      shares: toSafeNumber(floor(div(ratio(safe.purchaseCents), price))),
      priceCents: price,
      appliedTerm: term,
      terms: t,
    };
  });
  const newMoneyShares = toSafeNumber(floor(div(ratio(round.newMoneyCents), solution.price)));
  const safeShares = conversions.reduce((sum, c) => sum + c.shares, 0);
  const sharesBeforeNewMoney =
    company.outstandingShares +
    company.optionsIssued +
    company.unissuedPool +
    round.poolIncrease +
    safeShares;
  return {
    roundPriceCents: solution.price,
    companyCapitalization: solution.capitalization,
    conversions,
    newMoneyShares,
    sharesBeforeNewMoney,
    sharesAfterRound: sharesBeforeNewMoney + newMoneyShares,
  };
}
