/**
 * What each SAFE receives when the company is sold (a Liquidity Event) or dissolves
 * before it converts, by YC's post-money SAFE.
 *
 * Liquidity Event: each SAFE receives the greater of its Purchase Amount (the Cash-Out
 * Amount) and its Conversion Amount, the proceeds payable on Purchase Amount ÷ Liquidity
 * Price shares, with Liquidity Price = cap ÷ Liquidity Capitalization. The Liquidity
 * Capitalization counts the shares and options outstanding and the SAFEs taking their
 * Conversion Amount, not the unissued pool nor the SAFEs taking cash. Proceeds per share
 * are what is left for the equity after the cash-outs, spread over that capitalization,
 * so a capped SAFE's Conversion Amount works out to purchase × remaining ÷ cap: it
 * converts exactly when the remaining proceeds exceed its cap. A SAFE without a cap is
 * priced at the common stock's fair market value and so receives its Purchase Amount.
 * Proceeds short of the cash-outs are shared pro rata to the amounts due (SAFEs rank
 * together, ahead of common stock).
 *
 * Dissolution: each SAFE is owed its Purchase Amount, paid after creditors, together
 * with the other SAFEs and ahead of common stock; an amount short of the total is shared
 * pro rata. Cents are rounded down for each holder.
 */
import {
  checkWhole,
  effectiveTerms,
  sortedStack,
  type CompanyShares,
  type SafeInstrument,
} from './instruments';
import { div, floor, mul, ratio, sub, toSafeNumber, ONE, add, ZERO } from './rational';

export interface SafePayout {
  id: string;
  holder: string;
  onPlatform: boolean;
  purchaseCents: number;
  payoutCents: number;
  method: 'cash_out' | 'conversion' | 'dissolution';
  /** Shares the Conversion Amount was computed on (conversion only). */
  shares?: number;
}

/** Pays each claim its amount, or a pro-rata share of `available`, rounded down. */
function proRata(claims: readonly number[], available: number): number[] {
  const total = claims.reduce((sum, c) => sum + c, 0);
  if (total <= available) return [...claims];
  return claims.map((c) => toSafeNumber(floor(ratio(BigInt(c) * BigInt(available), total))));
}

/**
 * Payouts of a sale for `proceedsCents` (the consideration for all of the company's
 * equity), with the company's shares before it.
 */
export function payoutsInLiquidity(
  company: CompanyShares,
  stackInput: readonly SafeInstrument[],
  proceedsCents: number,
): SafePayout[] {
  checkWhole(company.outstandingShares, 'The shares outstanding', 1);
  checkWhole(company.optionsIssued, 'The options issued', 0);
  checkWhole(proceedsCents, 'The proceeds', 0);
  const stack = sortedStack(stackInput);
  const terms = effectiveTerms(stack);
  const capOf = (s: SafeInstrument) => terms.get(s.id)?.valuationCapDollars;

  // Every capped SAFE starts converting; one whose cap the remaining proceeds do not
  // exceed takes cash instead, which lowers what remains for the others: repeat until
  // no SAFE changes side (each pass only moves SAFEs to cash, so it ends).
  let converting = new Set(stack.filter((s) => capOf(s) !== undefined).map((s) => s.id));
  let remaining = proceedsCents;
  for (;;) {
    const cashOut = stack.filter((s) => !converting.has(s.id));
    remaining = proceedsCents - cashOut.reduce((sum, s) => sum + s.purchaseCents, 0);
    const next = new Set(
      [...converting].filter((id) => {
        const cap = capOf(stack.find((s) => s.id === id) as SafeInstrument);
        return cap !== undefined && remaining > cap * 100;
      }),
    );
    if (next.size === converting.size) break;
    converting = next;
  }

  const cashOuts = stack.filter((s) => !converting.has(s.id));
  const cashPaid = proRata(
    cashOuts.map((s) => s.purchaseCents),
    proceedsCents,
  );
  const base = ratio(company.outstandingShares + company.optionsIssued);
  let capShare = ZERO;
  for (const s of stack) {
    if (converting.has(s.id)) {
      capShare = add(capShare, div(ratio(s.purchaseCents), ratio((capOf(s) ?? 1) * 100)));
    }
  }
  const liquidityCapitalization = converting.size > 0 ? div(base, sub(ONE, capShare)) : base;
  const perShareCents = div(ratio(Math.max(remaining, 0)), liquidityCapitalization);

  return stack.map((s): SafePayout => {
    const common = {
      id: s.id,
      holder: s.holder,
      onPlatform: s.onPlatform,
      purchaseCents: s.purchaseCents,
    };
    if (!converting.has(s.id)) {
      return { ...common, payoutCents: cashPaid[cashOuts.indexOf(s)] ?? 0, method: 'cash_out' };
    }
    const price = div(ratio((capOf(s) ?? 1) * 100), liquidityCapitalization);
    const shares = floor(div(ratio(s.purchaseCents), price));
    const payout = toSafeNumber(floor(mul(ratio(shares), perShareCents)));
    return {
      ...common,
      shares: toSafeNumber(shares),
      // The whole-share rounding can leave a converting SAFE a few cents short of its
      // Purchase Amount; the SAFE's "greater of" then pays the Purchase Amount.
      payoutCents: Math.max(payout, s.purchaseCents),
      method: 'conversion',
    };
  });
}

/** Payouts of a dissolution with `availableCents` left for the SAFEs after creditors. */
export function payoutsInDissolution(
  stackInput: readonly SafeInstrument[],
  availableCents: number,
): SafePayout[] {
  checkWhole(availableCents, 'The amount available', 0);
  const stack = sortedStack(stackInput);
  const paid = proRata(
    stack.map((s) => s.purchaseCents),
    availableCents,
  );
  return stack.map((s, i) => ({
    id: s.id,
    holder: s.holder,
    onPlatform: s.onPlatform,
    purchaseCents: s.purchaseCents,
    payoutCents: paid[i] ?? 0,
    method: 'dissolution',
  }));
}
