import { describe, expect, it } from 'vitest';
import {
  conversionAfterRound,
  mfnEffectiveTerms,
  ownershipAtSigningPercent,
  simulateSafe,
} from '../../../shared/offering/safe-simulator';

const $ = (dollars: number) => dollars * 100;
const cap = (valuationCapDollars: number) => ({ variant: 'cap' as const, valuationCapDollars });
const discount = (discountPercent: number) => ({ variant: 'discount' as const, discountPercent });
const capAndDiscount = (valuationCapDollars: number, discountPercent: number) => ({
  variant: 'cap_and_discount' as const,
  valuationCapDollars,
  discountPercent,
});
const MFN = { variant: 'mfn' as const };

describe('ownershipAtSigningPercent', () => {
  it('is purchase ÷ post-money cap: $500,000 at a $5M cap = 10 %', () => {
    // 500,000 / 5,000,000 = 0.10
    expect(ownershipAtSigningPercent($(500_000), cap(5_000_000))).toBeCloseTo(10, 10);
    // 1,000 / 2,000,000 = 0.0005 → 0.05 %
    expect(ownershipAtSigningPercent($(1_000), capAndDiscount(2_000_000, 20))).toBeCloseTo(
      0.05,
      10,
    );
  });

  it('is unknown (null) without a cap', () => {
    expect(ownershipAtSigningPercent($(1_000), discount(20))).toBeNull();
    expect(ownershipAtSigningPercent($(1_000), MFN)).toBeNull();
  });
});

describe('conversionAfterRound', () => {
  // A Series A: $20M pre-money, $5M new money (post-money $25M), a 10 % pool.
  const seriesA = {
    preMoneyValuationDollars: 20_000_000,
    newMoneyDollars: 5_000_000,
    optionPoolPercent: 10,
  };
  // A seed: $8M pre-money, $2M new money (post-money $10M), a 10 % pool.
  const seed = {
    preMoneyValuationDollars: 8_000_000,
    newMoneyDollars: 2_000_000,
    optionPoolPercent: 10,
  };

  it('cap: $500,000 at a $5M cap owns 10 % of the pre-round company, 7 % after the A', () => {
    // New investors: 5 / 25 = 20 %; pool 10 %; founders + SAFEs keep 80 % − 10 % = 70 %.
    // The SAFE holds 10 % of that 70 %: 7 %.
    // Round price check: the A prices the company at $20M pre, the cap at $5M: the cap
    // price is far lower, so the cap applies.
    expect(conversionAfterRound($(500_000), cap(5_000_000), seriesA)).toEqual({
      convertedAt: 'cap',
      percentAfterRound: expect.closeTo(7, 10),
    });
  });

  it('discount: $100,000 at 20 % off in the seed converts to 1.25 %', () => {
    // Round price p = $10M post ÷ S shares; discount price 0.8 p; shares = 100,000 / 0.8p;
    // share of the company = (100,000 / 0.8p) ÷ (10,000,000 / p) = 100,000 / 8,000,000.
    expect(conversionAfterRound($(100_000), discount(20), seed)).toEqual({
      convertedAt: 'discount',
      percentAfterRound: expect.closeTo(1.25, 10),
    });
  });

  it('cap and discount: the better price wins', () => {
    // $5M cap: 100,000 / 5,000,000 = 2 % of the 70 % left by the seed → 1.4 %;
    // 20 % discount: 1.25 % (above). 1.4 > 1.25: the cap wins.
    expect(conversionAfterRound($(100_000), capAndDiscount(5_000_000, 20), seed)).toEqual({
      convertedAt: 'cap',
      percentAfterRound: expect.closeTo(1.4, 10),
    });
    // $20M cap: 0.5 % × 70 % = 0.35 % < 1.25 %: the discount wins.
    expect(conversionAfterRound($(100_000), capAndDiscount(20_000_000, 20), seed)).toEqual({
      convertedAt: 'discount',
      percentAfterRound: expect.closeTo(1.25, 10),
    });
  });

  it('cap only: a round priced below the cap converts at the round price', () => {
    // $30M cap in the $10M-post seed: 100,000 / 30,000,000 × 70 % = 0.2333 %;
    // at the round price (no discount): 100,000 / 10,000,000 = 1 %. The round price wins.
    expect(conversionAfterRound($(100_000), cap(30_000_000), seed)).toEqual({
      convertedAt: 'round',
      percentAfterRound: expect.closeTo(1, 10),
    });
  });

  it('MFN: converts at the round price', () => {
    // 100,000 / 10,000,000 post-money = 1 %.
    expect(conversionAfterRound($(100_000), MFN, seed)).toEqual({
      convertedAt: 'round',
      percentAfterRound: expect.closeTo(1, 10),
    });
  });

  it('ignores a stray field the variant does not use', () => {
    const stray = { variant: 'mfn' as const, valuationCapDollars: 1_000_000, discountPercent: 50 };
    expect(conversionAfterRound($(100_000), stray, seed).convertedAt).toBe('round');
    expect(ownershipAtSigningPercent($(100_000), stray)).toBeNull();
  });

  it('without a pool or new money, the cap share is kept exactly', () => {
    const flat = { preMoneyValuationDollars: 20_000_000, newMoneyDollars: 0, optionPoolPercent: 0 };
    expect(conversionAfterRound($(500_000), cap(5_000_000), flat).percentAfterRound).toBeCloseTo(
      10,
      10,
    );
  });

  it.each([
    [{ preMoneyValuationDollars: 0 }, 'The pre-money valuation must be above 0.'],
    [{ newMoneyDollars: -1 }, 'The new money must be 0 or more.'],
    [{ optionPoolPercent: 100 }, 'The option pool must be from 0 up to 100 %.'],
    [{ optionPoolPercent: 85 }, 'The option pool leaves nothing for existing holders.'],
  ])('refuses a round that cannot exist: %j', (patch, message) => {
    expect(() => conversionAfterRound($(1_000), MFN, { ...seed, ...patch })).toThrow(
      new RangeError(message),
    );
  });

  it('refuses a purchase of 0', () => {
    expect(() => conversionAfterRound(0, MFN, seed)).toThrow(
      'The purchase amount must be above 0.',
    );
  });
});

describe('mfnEffectiveTerms and simulateSafe', () => {
  const seriesA = {
    preMoneyValuationDollars: 20_000_000,
    newMoneyDollars: 5_000_000,
    optionPoolPercent: 10,
  };
  const seed = {
    preMoneyValuationDollars: 8_000_000,
    newMoneyDollars: 2_000_000,
    optionPoolPercent: 10,
  };

  it('$500,000 at a $5M post-money cap: 10 % at signing, 7 % after the A', () => {
    const result = simulateSafe($(500_000), cap(5_000_000), seriesA);
    expect(result.atSigningPercent).toBeCloseTo(10, 10);
    expect(result.afterRound).toEqual({
      convertedAt: 'cap',
      percentAfterRound: expect.closeTo(7, 10),
    });
    expect(result.effectiveTerms).toEqual(cap(5_000_000));
  });

  it('an MFN adopts a later SAFE’s cap: converts as a $5M cap SAFE (10 % → 7 %)', () => {
    const result = simulateSafe($(500_000), MFN, seriesA, { valuationCapDollars: 5_000_000 });
    expect(result.effectiveTerms).toEqual(cap(5_000_000));
    expect(result.atSigningPercent).toBeCloseTo(10, 10);
    expect(result.afterRound.percentAfterRound).toBeCloseTo(7, 10);
  });

  it('an MFN adopts a later discount: $100,000 at 20 % off in the seed is 1.25 %', () => {
    const result = simulateSafe($(100_000), MFN, seed, { discountPercent: 20 });
    expect(result.effectiveTerms).toEqual(discount(20));
    expect(result.atSigningPercent).toBeNull();
    expect(result.afterRound).toEqual({
      convertedAt: 'discount',
      percentAfterRound: expect.closeTo(1.25, 10),
    });
  });

  it('an MFN adopts a later cap and discount, and the better price wins (1.4 %)', () => {
    const later = { valuationCapDollars: 5_000_000, discountPercent: 20 };
    expect(mfnEffectiveTerms(MFN, later)).toEqual(capAndDiscount(5_000_000, 20));
    expect(simulateSafe($(100_000), MFN, seed, later).afterRound.percentAfterRound).toBeCloseTo(
      1.4,
      10,
    );
  });

  it('an MFN without a later SAFE converts at the round price (1 %); other variants ignore later terms', () => {
    expect(simulateSafe($(100_000), MFN, seed, {}).afterRound).toEqual({
      convertedAt: 'round',
      percentAfterRound: expect.closeTo(1, 10),
    });
    expect(mfnEffectiveTerms(cap(30_000_000), { valuationCapDollars: 1_000_000 })).toEqual(
      cap(30_000_000),
    );
  });
});
