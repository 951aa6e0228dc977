/**
 * Properties of the SAFE conversion over random stacks and rounds: the result does not
 * depend on the order SAFEs are processed, every share is accounted for, rounding only
 * ever takes away less than one share, and the circular definitions hold exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SafeInstrument } from '../../../shared/conversion/instruments';
import { payoutsInDissolution, payoutsInLiquidity } from '../../../shared/conversion/liquidity';
import { convertInPricedRound } from '../../../shared/conversion/priced-round';
import { add, compare, div, mul, ratio } from '../../../shared/conversion/rational';

const companyArb = fc.record({
  outstandingShares: fc.integer({ min: 1_000_000, max: 20_000_000 }),
  optionsIssued: fc.integer({ min: 0, max: 3_000_000 }),
  unissuedPool: fc.integer({ min: 0, max: 2_000_000 }),
});

const safeArb = fc.record({
  purchaseCents: fc.integer({ min: 100, max: 50_000_000 }),
  cap: fc.option(fc.integer({ min: 5_000_000, max: 100_000_000 }), { nil: undefined }),
  discount: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
  mfn: fc.boolean(),
  day: fc.integer({ min: 1, max: 28 }),
});

const stackArb = fc.array(safeArb, { minLength: 1, maxLength: 6 }).map((items) =>
  items.map((s, i): SafeInstrument => ({
    id: `safe-${i}`,
    holder: `holder-${i}`,
    purchaseCents: s.purchaseCents,
    ...(s.mfn ? {} : { valuationCapDollars: s.cap, discountPercent: s.discount }),
    mfn: s.mfn,
    issuedOn: `2026-02-${String(s.day).padStart(2, '0')}`,
    onPlatform: i % 2 === 0,
  })),
);

const roundArb = fc.record({
  preMoneyValuationDollars: fc.integer({ min: 10_000_000, max: 200_000_000 }),
  newMoneyCents: fc.integer({ min: 0, max: 2_000_000_000 }),
  poolIncrease: fc.integer({ min: 0, max: 2_000_000 }),
});

function byId<T extends { id: string }>(items: T[]): Record<string, T> {
  return Object.fromEntries(items.map((item) => [item.id, item]));
}

describe('SAFE conversion properties', () => {
  it('gives every investor the same shares whatever the order of the stack', () => {
    fc.assert(
      fc.property(companyArb, stackArb, roundArb, fc.integer(), (company, stack, round, seed) => {
        const shuffled = [...stack].sort(
          (a, b) => ((a.id.length * 31 + seed) % 7) - ((b.id.length * 17 + seed) % 5),
        );
        shuffled.reverse();
        const one = convertInPricedRound(company, stack, round);
        const two = convertInPricedRound(company, shuffled, round);
        expect(byId(two.conversions)).toEqual(byId(one.conversions));
        expect(two.sharesAfterRound).toBe(one.sharesAfterRound);
      }),
    );
  });

  it('counts every share: the total is the sum of its parts', () => {
    fc.assert(
      fc.property(companyArb, stackArb, roundArb, (company, stack, round) => {
        const r = convertInPricedRound(company, stack, round);
        const parts =
          company.outstandingShares +
          company.optionsIssued +
          company.unissuedPool +
          round.poolIncrease +
          r.conversions.reduce((sum, c) => sum + c.shares, 0) +
          r.newMoneyShares;
        expect(r.sharesAfterRound).toBe(parts);
      }),
    );
  });

  it('rounds each holding down by less than one share, never up', () => {
    fc.assert(
      fc.property(companyArb, stackArb, roundArb, (company, stack, round) => {
        for (const c of convertInPricedRound(company, stack, round).conversions) {
          const paidFor = mul(ratio(c.shares), c.priceCents);
          expect(compare(paidFor, ratio(c.purchaseCents))).toBeLessThanOrEqual(0);
          const oneMore = mul(ratio(c.shares + 1), c.priceCents);
          expect(compare(oneMore, ratio(c.purchaseCents))).toBe(1);
        }
      }),
    );
  });

  it('meets the circular definitions exactly and takes the lower of two prices', () => {
    fc.assert(
      fc.property(companyArb, stackArb, roundArb, (company, stack, round) => {
        const r = convertInPricedRound(company, stack, round);
        const base = company.outstandingShares + company.optionsIssued + company.unissuedPool;
        // Cc = B + every SAFE's unrounded shares.
        const unrounded = r.conversions.reduce(
          (sum, c) => add(sum, div(ratio(c.purchaseCents), c.priceCents)),
          ratio(base),
        );
        expect(unrounded).toEqual(r.companyCapitalization);
        // p × (Cc + pool increase) = pre-money valuation.
        expect(
          mul(r.roundPriceCents, add(r.companyCapitalization, ratio(round.poolIncrease))),
        ).toEqual(ratio(BigInt(round.preMoneyValuationDollars) * 100n));
        for (const c of r.conversions) {
          if (c.terms.valuationCapDollars !== undefined) {
            const capPrice = div(ratio(c.terms.valuationCapDollars * 100), r.companyCapitalization);
            expect(compare(c.priceCents, capPrice)).toBeLessThanOrEqual(0);
          }
          const discountPrice = mul(
            r.roundPriceCents,
            ratio(100 - (c.terms.discountPercent ?? 0), 100),
          );
          expect(compare(c.priceCents, discountPrice)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('never pays out more than the proceeds, and pays each purchase back when they suffice', () => {
    fc.assert(
      fc.property(
        companyArb,
        stackArb,
        fc.integer({ min: 0, max: 50_000_000_000 }),
        (company, stack, proceeds) => {
          const payouts = payoutsInLiquidity(company, stack, proceeds);
          const total = payouts.reduce((sum, p) => sum + p.payoutCents, 0);
          expect(total).toBeLessThanOrEqual(proceeds);
          const owed = stack.reduce((sum, s) => sum + s.purchaseCents, 0);
          if (proceeds >= owed) {
            for (const p of payouts) expect(p.payoutCents).toBeGreaterThanOrEqual(p.purchaseCents);
          }
          const reversed = payoutsInLiquidity(company, [...stack].reverse(), proceeds);
          expect(byId(reversed)).toEqual(byId(payouts));
        },
      ),
    );
  });

  it('shares a dissolution pro rata and never beyond the purchase amounts', () => {
    fc.assert(
      fc.property(stackArb, fc.integer({ min: 0, max: 500_000_000 }), (stack, available) => {
        const payouts = payoutsInDissolution(stack, available);
        const total = payouts.reduce((sum, p) => sum + p.payoutCents, 0);
        expect(total).toBeLessThanOrEqual(available);
        for (const p of payouts) expect(p.payoutCents).toBeLessThanOrEqual(p.purchaseCents);
      }),
    );
  });
});
