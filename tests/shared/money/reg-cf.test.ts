import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { investorProfileSchema } from '../../../shared/money/investor-profile';
import {
  investmentLimitCents,
  platformFeeCents,
  remainingLimitCents,
  type InvestorLimitProfile,
} from '../../../shared/money/reg-cf';
import {
  addBusinessDays,
  cancellationCutoffAt,
  isBeforeCancellationCutoff,
  wholeDaysBetween,
} from '../../../shared/money/reg-cf-dates';

const $ = (dollars: number) => dollars * 100;
const profile = (income: number, netWorth: number, accredited = false): InvestorLimitProfile => ({
  annualIncomeCents: $(income),
  netWorthCents: $(netWorth),
  accredited,
  otherRegCfInvestmentsCents: 0,
});

describe('investmentLimitCents (17 CFR 227.100(a)(2))', () => {
  // Worked examples, in the shape of the SEC's own table, with the 2022 figures.
  it.each([
    // Either under $124,000 → greater of $2,500 and 5 % of the GREATER of the two.
    [30_000, 40_000, 2_500], // 5 % of 40,000 = 2,000 < 2,500 → 2,500
    [50_000, 80_000, 4_000], // 5 % of 80,000 = 4,000
    [150_000, 80_000, 7_500], // net worth under → 5 % of 150,000 = 7,500
    [80_000, 150_000, 7_500], // income under → 5 % of 150,000 = 7,500
    [0, 0, 2_500], // nothing stated → the floor
    [123_999, 1_000_000, 50_000], // income under by $1 → 5 % of 1,000,000
    [100_000, 5_000_000, 124_000], // 5 % of 5,000,000 = 250,000, capped at 124,000
    // Both at least $124,000 → 10 % of the greater.
    [124_000, 124_000, 12_400], // at the threshold counts as "at or above"
    [150_000, 124_000, 15_000],
    [200_000, 900_000, 90_000],
    [1_200_000, 2_000_000, 124_000], // 10 % of 2,000,000 = 200,000, capped
  ])('income $%i, net worth $%i → $%i', (income, netWorth, limit) => {
    expect(investmentLimitCents(profile(income, netWorth))).toBe($(limit));
  });

  it('rounds a percentage down to the cent: 5 % of $100,000.19 is $5,000.00', () => {
    expect(investmentLimitCents({ ...profile(0, 0), netWorthCents: 10_000_019 })).toBe(500_000);
  });

  it('gives accredited investors no limit (null)', () => {
    expect(investmentLimitCents(profile(10_000, 10_000, true))).toBeNull();
  });
});

describe('remainingLimitCents', () => {
  it('subtracts other platforms and this platform, never below 0', () => {
    const p = { ...profile(50_000, 80_000), otherRegCfInvestmentsCents: $(1_000) };
    expect(remainingLimitCents(p, $(500))).toBe($(2_500)); // 4,000 − 1,000 − 500
    expect(remainingLimitCents(p, $(3_000))).toBe(0);
    expect(remainingLimitCents(p, $(9_000))).toBe(0);
  });

  it('stays null (no limit) for accredited investors', () => {
    expect(remainingLimitCents(profile(0, 0, true), $(1_000_000))).toBeNull();
  });
});

describe('platformFeeCents', () => {
  it('is 5 % rounded half up: $100,000 → $5,000; 1,010 cents → 51', () => {
    expect(platformFeeCents($(100_000))).toBe($(5_000));
    expect(platformFeeCents(1_010)).toBe(51);
  });
});

describe('investorProfileSchema', () => {
  it('accepts whole cents', () => {
    const input = profile(50_000, 80_000);
    expect(v.parse(investorProfileSchema, input)).toEqual(input);
  });

  it.each([
    [{ annualIncomeCents: -1 }, 'Annual income cannot be negative.'],
    [{ netWorthCents: 1.5 }, 'Net worth must be a whole number of cents.'],
    [{ netWorthCents: '100' }, 'Net worth must be a number of cents.'],
    [{ accredited: 'yes' }, 'Say whether you are an accredited investor.'],
    [
      { otherRegCfInvestmentsCents: -5 },
      'Other Reg CF investments in the last 12 months cannot be negative.',
    ],
  ])('refuses %j with a field message', (patch, message) => {
    const result = v.safeParse(investorProfileSchema, { ...profile(1, 1), ...patch });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});

describe('investorProfileSchema: missing fields', () => {
  it.each([
    ['annualIncomeCents', 'Enter your annual income.'],
    ['netWorthCents', 'Enter your net worth.'],
    ['accredited', 'Say whether you are an accredited investor.'],
    [
      'otherRegCfInvestmentsCents',
      'Enter what you invested in other Reg CF offerings (0 if none).',
    ],
  ])('names %s when it is absent', (field, message) => {
    const input: Record<string, unknown> = { ...profile(1, 1) };
    delete input[field];
    expect(v.safeParse(investorProfileSchema, input).issues?.[0]?.message).toBe(message);
  });
});

describe('Reg CF dates', () => {
  it('puts the cancellation cut-off 48 hours before the end (227.304(a))', () => {
    expect(cancellationCutoffAt('2026-11-21T17:00:00.000Z')).toBe('2026-11-19T17:00:00.000Z');
    expect(cancellationCutoffAt('2026-11-21')).toBe('2026-11-19T00:00:00.000Z');
  });

  it('allows cancelling strictly before the cut-off only', () => {
    const end = '2026-11-21T17:00:00.000Z';
    expect(isBeforeCancellationCutoff(end, '2026-11-19T16:59:59.999Z')).toBe(true);
    expect(isBeforeCancellationCutoff(end, '2026-11-19T17:00:00.000Z')).toBe(false);
    expect(() => isBeforeCancellationCutoff('soon', end)).toThrow(RangeError);
  });

  it('counts business days, skipping weekends and given holidays (227.304(b), (c))', () => {
    // 2026-11-20 is a Friday: +5 business days → Friday 2026-11-27.
    expect(addBusinessDays('2026-11-20T09:00:00.000Z', 5)).toBe('2026-11-27T09:00:00.000Z');
    // Saturday + 1 → Monday.
    expect(addBusinessDays('2026-11-21T09:00:00.000Z', 1)).toBe('2026-11-23T09:00:00.000Z');
    // Thanksgiving (Thursday 2026-11-26) given as a holiday pushes it to Monday.
    expect(addBusinessDays('2026-11-20T09:00:00.000Z', 5, ['2026-11-26'])).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    expect(addBusinessDays('2026-11-20T09:00:00.000Z', 0)).toBe('2026-11-20T09:00:00.000Z');
    expect(() => addBusinessDays('2026-11-20', -1)).toThrow(RangeError);
  });

  it('counts whole days between two times (21 days live before an early close)', () => {
    expect(wholeDaysBetween('2026-11-01T12:00:00Z', '2026-11-22T11:59:59Z')).toBe(20);
    expect(wholeDaysBetween('2026-11-01T12:00:00Z', '2026-11-22T12:00:00Z')).toBe(21);
  });
});
