import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  assertCents,
  dollarsToCents,
  formatCents,
  parseDollarsToCents,
  percentOfCentsFloor,
  percentOfCentsRoundHalfUp,
} from '../../../shared/money/cents';

describe('parseDollarsToCents', () => {
  it.each([
    ['1,250.50', 125_050],
    ['$500', 50_000],
    ['  $1,000,000  ', 100_000_000],
    ['0.5', 50],
    ['0.05', 5],
    ['12', 1_200],
    ['-20', -2_000],
    ['-0', 0],
  ])('%s → %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each([
    ['', 'Enter an amount.'],
    ['   ', 'Enter an amount.'],
    ['1.234', 'Use at most two decimals (cents).'],
    ['12,34', '"12,34" is not a dollar amount, e.g. 1,250.50.'],
    ['1,2345', '"1,2345" is not a dollar amount, e.g. 1,250.50.'],
    ['abc', '"abc" is not a dollar amount, e.g. 1,250.50.'],
    ['1e5', '"1e5" is not a dollar amount, e.g. 1,250.50.'],
    ['$', '"$" is not a dollar amount, e.g. 1,250.50.'],
    ['99999999999999999999', 'That amount is too large.'],
  ])('refuses %j with a sentence', (text, message) => {
    expect(() => parseDollarsToCents(text)).toThrow(new MoneyError(message));
  });

  it('reads back what formatCents writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseDollarsToCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatCents', () => {
  it('writes dollars, thousands separators and two decimals', () => {
    expect(formatCents(125_050)).toBe('$1,250.50');
    expect(formatCents(50_000)).toBe('$500.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-2_000)).toBe('-$20.00');
    expect(formatCents(123_456_789_00)).toBe('$123,456,789.00');
  });

  it("drops .00 of whole dollars with { cents: 'auto' }", () => {
    expect(formatCents(50_000, { cents: 'auto' })).toBe('$500');
    expect(formatCents(50_001, { cents: 'auto' })).toBe('$500.01');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(MoneyError);
  });
});

describe('assertCents and dollarsToCents', () => {
  it('accepts safe integers and refuses the rest', () => {
    expect(assertCents(0)).toBe(0);
    expect(assertCents(-5)).toBe(-5);
    for (const bad of [0.1, Number.NaN, Infinity, 2 ** 53]) {
      expect(() => assertCents(bad, 'Deposit')).toThrow(/Deposit must be a whole number/);
    }
  });

  it('turns whole dollars into cents', () => {
    expect(dollarsToCents(500)).toBe(50_000);
    expect(() => dollarsToCents(1.5)).toThrow('Dollars must be a whole number, got 1.5.');
  });
});

describe('percentages of cents', () => {
  it('rounds half up for fees: 5 % of 1,010 cents is 50.5 → 51', () => {
    expect(percentOfCentsRoundHalfUp(1_010, 500)).toBe(51);
    expect(percentOfCentsRoundHalfUp(1_009, 500)).toBe(50); // 50.45
    expect(percentOfCentsRoundHalfUp(9, 500)).toBe(0); // 0.45
    expect(percentOfCentsRoundHalfUp(10, 500)).toBe(1); // 0.5
  });

  it('rounds down for ceilings: 5 % of 1,019 cents is 50.95 → 50', () => {
    expect(percentOfCentsFloor(1_019, 500)).toBe(50);
  });

  it('is exact beyond float precision', () => {
    const big = Number.MAX_SAFE_INTEGER; // 9,007,199,254,740,991
    // 5 % = 450,359,962,737,049.55 → 450,359,962,737,050 half up, …049 floored.
    expect(percentOfCentsRoundHalfUp(big, 500)).toBe(450_359_962_737_050);
    expect(percentOfCentsFloor(big, 500)).toBe(450_359_962_737_049);
  });

  it('refuses negative amounts', () => {
    expect(() => percentOfCentsRoundHalfUp(-1, 500)).toThrow(MoneyError);
    expect(() => percentOfCentsFloor(1, -500)).toThrow(MoneyError);
  });
});
