/**
 * The worked examples of a SAFE conversion, each derived by hand in its comment so the
 * figures can be checked without the code.
 */
import { describe, expect, it } from 'vitest';
import type { SafeInstrument } from '../../../shared/conversion/instruments';
import { convertInPricedRound } from '../../../shared/conversion/priced-round';
import { ratio } from '../../../shared/conversion/rational';
import { conversionStatement, ROUNDING_NOTE } from '../../../shared/conversion/statement';

// 8,000,000 common shares and 1,000,000 options, no unissued pool.
const company = { outstandingShares: 8_000_000, optionsIssued: 1_000_000, unissuedPool: 0 };
// $20,000,000 pre-money, $5,000,000 of new money.
const round = { preMoneyValuationDollars: 20_000_000, newMoneyCents: 500_000_000, poolIncrease: 0 };

function stack(terms: Pick<SafeInstrument, 'valuationCapDollars' | 'discountPercent'>) {
  const safe = (id: string, dollars: number, onPlatform: boolean): SafeInstrument => ({
    id,
    holder: id,
    purchaseCents: dollars * 100,
    issuedOn: '2026-01-15',
    onPlatform,
    ...terms,
  });
  return [safe('a', 100_000, true), safe('b', 300_000, true), safe('outside', 100_000, false)];
}

const sharesOf = (result: ReturnType<typeof convertInPricedRound>) =>
  Object.fromEntries(result.conversions.map((c) => [c.id, c.shares]));

describe('a priced round converts the SAFE stack', () => {
  it('reproduces the cap-only example exactly', () => {
    // $500,000 of SAFEs at a $5,000,000 post-money cap own 10 % of the Company
    // Capitalization: Cc = 9,000,000 ÷ (1 − 0.1) = 10,000,000 shares, Safe Price =
    // $5,000,000 ÷ 10,000,000 = $0.50. $100,000 → 200,000 shares; $300,000 → 600,000.
    // Round price = $20,000,000 ÷ 10,000,000 = $2.00; $5,000,000 buys 2,500,000 shares;
    // 12,500,000 shares in all, of which the $100,000 holder owns 200,000 (1.6 %).
    const result = convertInPricedRound(company, stack({ valuationCapDollars: 5_000_000 }), round);
    expect(result.companyCapitalization).toEqual(ratio(10_000_000));
    expect(result.roundPriceCents).toEqual(ratio(200));
    expect(sharesOf(result)).toEqual({ a: 200_000, b: 600_000, outside: 200_000 });
    expect(result.conversions.every((c) => c.appliedTerm === 'cap')).toBe(true);
    expect(result.newMoneyShares).toBe(2_500_000);
    expect(result.sharesAfterRound).toBe(12_500_000);
    const statement = conversionStatement(result, 'a');
    expect(statement).toMatchObject({
      shares: 200_000,
      pricePerShare: '0.5000',
      roundPricePerShare: '2.0000',
      ownershipBeforeNewMoneyPercent: '2.000',
      ownershipAfterRoundPercent: '1.600',
      termDescription: 'Valuation cap of $5,000,000',
      roundingNote: ROUNDING_NOTE,
    });
  });

  it('solves the discount-only example, whose price depends on its own shares', () => {
    // 20 % discount, no cap. D = $500,000 ÷ 0.8 = $625,000. The round's price solves
    // p = $20,000,000 ÷ (9,000,000 + D ÷ p), so p = ($20,000,000 − $625,000) ÷ 9,000,000
    // = 3875/18 cents ≈ $2.1528, and the discount price is 0.8 p = 1550/9 cents ≈ $1.7222.
    // $100,000 ÷ $1.7222… = 58,064.5 → 58,064 shares; $300,000 → 174,193.5 → 174,193.
    // Cc = 9,000,000 + $625,000 ÷ p = 9,290,322.58…; $5,000,000 ÷ p = 2,322,580.6 →
    // 2,322,580 new shares; 9,000,000 + 290,321 + 2,322,580 = 11,612,901 in all.
    const result = convertInPricedRound(company, stack({ discountPercent: 20 }), round);
    expect(result.roundPriceCents).toEqual(ratio(3875, 18));
    expect(result.conversions[0]?.priceCents).toEqual(ratio(1550, 9));
    expect(sharesOf(result)).toEqual({ a: 58_064, b: 174_193, outside: 58_064 });
    expect(result.conversions.every((c) => c.appliedTerm === 'discount')).toBe(true);
    expect(result.newMoneyShares).toBe(2_322_580);
    expect(result.sharesAfterRound).toBe(11_612_901);
    expect(conversionStatement(result, 'a')).toMatchObject({
      pricePerShare: '1.7222',
      roundPricePerShare: '2.1528',
      ownershipAfterRoundPercent: '0.500',
      termDescription: "20 % discount to the round's price",
    });
  });

  it('gives a cap-and-discount SAFE the cap when the cap price is lower', () => {
    // Cap $5,000,000 and 20 % discount: at the cap, the figures of the first example
    // (Safe Price $0.50, round price $2.00); the discount price would be 0.8 × $2.00 =
    // $1.60, higher, so every SAFE converts at its cap, exactly as in the first example.
    const result = convertInPricedRound(
      company,
      stack({ valuationCapDollars: 5_000_000, discountPercent: 20 }),
      round,
    );
    expect(sharesOf(result)).toEqual({ a: 200_000, b: 600_000, outside: 200_000 });
    expect(result.conversions.every((c) => c.appliedTerm === 'cap')).toBe(true);
  });

  it('gives a cap-and-discount SAFE the discount when the discount price is lower', () => {
    // Cap $30,000,000 and 20 % discount. Were they converting at the cap: A = $500,000 ÷
    // $30,000,000 = 1/60, p = $20,000,000 × 59/60 ÷ 9,000,000 ≈ $2.1852, Cc = 9,000,000 ÷
    // (59/60) ≈ 9,152,542 and the cap price $30,000,000 ÷ Cc ≈ $3.2778, above the discount
    // price 0.8 p ≈ $1.7481: so they convert at the discount, which gives the figures of
    // the discount-only example (cap price there ≈ $3.2292, still above $1.7222).
    const result = convertInPricedRound(
      company,
      stack({ valuationCapDollars: 30_000_000, discountPercent: 20 }),
      round,
    );
    expect(sharesOf(result)).toEqual({ a: 58_064, b: 174_193, outside: 58_064 });
    expect(result.conversions.every((c) => c.appliedTerm === 'discount')).toBe(true);
  });

  it('puts a pool increase in the pre-money but not in the Safe Price', () => {
    // The first example with 500,000 new options for the round: Cc stays 10,000,000
    // (Safe Price $0.50, the SAFEs' shares unchanged) while the round's price falls to
    // $20,000,000 ÷ 10,500,000 = 40/21 dollars, so $5,000,000 buys 2,625,000 shares.
    const result = convertInPricedRound(company, stack({ valuationCapDollars: 5_000_000 }), {
      ...round,
      poolIncrease: 500_000,
    });
    expect(sharesOf(result)).toEqual({ a: 200_000, b: 600_000, outside: 200_000 });
    expect(result.roundPriceCents).toEqual(ratio(4000, 21));
    expect(result.newMoneyShares).toBe(2_625_000);
    expect(result.sharesAfterRound).toBe(9_000_000 + 500_000 + 1_000_000 + 2_625_000);
  });

  it("never makes a capped SAFE pay more than the round's price", () => {
    // A $10,000 SAFE capped at $5,000,000 in a $1,000,000 pre-money round of a company
    // of 1,000,000 shares: at the cap, Cc ≈ 1,002,004 and the Safe Price ≈ $4.99, while
    // the round's price is below $1. Converting at the round's price (a 0 % discount):
    // p = ($1,000,000 − $10,000) ÷ 1,000,000 = $0.99, so 1,000,000 cents ÷ 99 = 10,101
    // shares (10,101.01 rounded down).
    const result = convertInPricedRound(
      { outstandingShares: 1_000_000, optionsIssued: 0, unissuedPool: 0 },
      [
        {
          id: 'small',
          holder: 'small',
          purchaseCents: 1_000_000,
          valuationCapDollars: 5_000_000,
          issuedOn: '2026-01-01',
          onPlatform: true,
        },
      ],
      { preMoneyValuationDollars: 1_000_000, newMoneyCents: 50_000_000, poolIncrease: 0 },
    );
    expect(result.roundPriceCents).toEqual(ratio(99));
    expect(result.conversions[0]).toMatchObject({ appliedTerm: 'round', shares: 10_101 });
  });

  it('lets an MFN SAFE adopt the better terms of a SAFE issued after it', () => {
    const mfn: SafeInstrument = {
      id: 'early',
      holder: 'early',
      purchaseCents: 5_000_000,
      mfn: true,
      issuedOn: '2025-06-01',
      onPlatform: false,
    };
    const result = convertInPricedRound(
      company,
      [mfn, ...stack({ valuationCapDollars: 5_000_000 })],
      round,
    );
    const early = result.conversions.find((c) => c.id === 'early');
    expect(early?.terms).toEqual({ valuationCapDollars: 5_000_000, adoptedFrom: 'a' });
    expect(early?.appliedTerm).toBe('cap');
  });

  it('refuses a stack whose caps would own the whole company', () => {
    expect(() =>
      convertInPricedRound(
        company,
        [
          {
            id: 'x',
            holder: 'x',
            purchaseCents: 600_000_000,
            valuationCapDollars: 5_000_000,
            issuedOn: '2026-01-01',
            onPlatform: true,
          },
        ],
        round,
      ),
    ).toThrow(/own all of the company/);
  });
});
