/** Worked examples of a sale and a dissolution before the SAFEs convert. */
import { describe, expect, it } from 'vitest';
import type { SafeInstrument } from '../../../shared/conversion/instruments';
import { payoutsInDissolution, payoutsInLiquidity } from '../../../shared/conversion/liquidity';

const company = { outstandingShares: 8_000_000, optionsIssued: 1_000_000, unissuedPool: 500_000 };
const safe = (id: string, dollars: number, cap?: number): SafeInstrument => ({
  id,
  holder: id,
  purchaseCents: dollars * 100,
  ...(cap ? { valuationCapDollars: cap } : {}),
  issuedOn: '2026-01-15',
  onPlatform: true,
});
const stack = [
  safe('a', 100_000, 5_000_000),
  safe('b', 300_000, 5_000_000),
  safe('c', 100_000, 5_000_000),
];
const paid = (payouts: ReturnType<typeof payoutsInLiquidity>) =>
  Object.fromEntries(payouts.map((p) => [p.id, [p.method, p.payoutCents / 100, p.shares]]));

describe('a liquidity event pays each SAFE the greater of cash and conversion', () => {
  it('converts when the sale is worth more than the cap', () => {
    // The unissued pool is not in the Liquidity Capitalization: 9,000,000 ÷ (1 − 0.1) =
    // 10,000,000, Liquidity Price $0.50, so $100,000 → 200,000 shares at $50,000,000 ÷
    // 10,000,000 = $5.00 a share = $1,000,000.
    expect(paid(payoutsInLiquidity(company, stack, 5_000_000_000))).toEqual({
      a: ['conversion', 1_000_000, 200_000],
      b: ['conversion', 3_000_000, 600_000],
      c: ['conversion', 1_000_000, 200_000],
    });
  });

  it('pays the purchase amount back when the sale is worth less than the cap', () => {
    // $3,000,000 less the $500,000 of cash-outs leaves $2,500,000, below the $5,000,000
    // cap: converting would pay $100,000 × 2.5 ÷ 5 = $50,000, so each takes its cash.
    expect(paid(payoutsInLiquidity(company, stack, 300_000_000))).toEqual({
      a: ['cash_out', 100_000, undefined],
      b: ['cash_out', 300_000, undefined],
      c: ['cash_out', 100_000, undefined],
    });
  });

  it('shares proceeds short of the cash-outs pro rata', () => {
    // $300,000 for $500,000 owed: 60 cents on the dollar.
    expect(paid(payoutsInLiquidity(company, stack, 30_000_000))).toEqual({
      a: ['cash_out', 60_000, undefined],
      b: ['cash_out', 180_000, undefined],
      c: ['cash_out', 60_000, undefined],
    });
  });
});

describe('a dissolution', () => {
  it('returns purchase amounts in full when there is enough', () => {
    const payouts = payoutsInDissolution(stack, 80_000_000);
    expect(payouts.map((p) => p.payoutCents)).toEqual([10_000_000, 30_000_000, 10_000_000]);
  });

  it('shares what is left pro rata, rounding each down to the cent', () => {
    // $250,000 for $500,000 owed: half of each purchase; $100.01 among 3 equal claims
    // rounds each down to 3,333 cents.
    expect(payoutsInDissolution(stack, 25_000_000).map((p) => p.payoutCents)).toEqual([
      5_000_000, 15_000_000, 5_000_000,
    ]);
    const equal = [safe('x', 1), safe('y', 1), safe('z', 1)];
    expect(payoutsInDissolution(equal, 100).map((p) => p.payoutCents)).toEqual([33, 33, 33]);
  });
});
