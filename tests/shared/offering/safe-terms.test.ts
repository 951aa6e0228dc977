import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { equityOfferedPercent, safeTermsSchema } from '../../../shared/offering/safe-terms';

const $ = (dollars: number) => dollars * 100;
const base = {
  variant: 'cap',
  valuationCapDollars: 1_500_000,
  proRata: false,
  fundingGoalCents: $(150_000),
  endDate: '2026-12-31',
};

/** The first issue's message and the field it is attached to. */
function firstIssue(input: unknown) {
  const result = v.safeParse(safeTermsSchema, input);
  if (result.success) return null;
  const issue = result.issues[0];
  return { field: v.getDotPath(issue), message: issue.message };
}

describe('safeTermsSchema', () => {
  it('fills the defaults: minimum $500, maximum raise = goal', () => {
    expect(v.parse(safeTermsSchema, base)).toEqual({
      ...base,
      minimumInvestmentCents: $(500),
      maximumRaiseCents: $(150_000),
    });
  });

  it('accepts every variant with its own fields', () => {
    const variants = [
      { variant: 'discount', discountPercent: 20 },
      { variant: 'cap_and_discount', valuationCapDollars: 2_000_000, discountPercent: 15 },
      { variant: 'mfn' },
    ];
    for (const fields of variants) {
      const { valuationCapDollars: _cap, ...rest } = base;
      expect(v.safeParse(safeTermsSchema, { ...rest, ...fields }).success).toBe(true);
    }
    const raised = { ...base, minimumInvestmentCents: $(1_000), maximumRaiseCents: $(200_000) };
    expect(v.parse(safeTermsSchema, raised)).toMatchObject({
      minimumInvestmentCents: $(1_000),
      maximumRaiseCents: $(200_000),
    });
  });

  it.each([
    [
      { variant: 'safe' },
      'variant',
      'Choose a SAFE type: valuation cap, discount, cap and discount, or MFN.',
    ],
    [
      { valuationCapDollars: undefined },
      'valuationCapDollars',
      'Enter the post-money valuation cap in dollars.',
    ],
    [
      { valuationCapDollars: 1_500_000.5 },
      'valuationCapDollars',
      'The valuation cap must be whole dollars.',
    ],
    [{ discountPercent: 20 }, 'discountPercent', 'This SAFE type has no discount; leave it empty.'],
    [
      { variant: 'discount', discountPercent: 20 },
      'valuationCapDollars',
      'This SAFE type has no valuation cap; leave it empty.',
    ],
    [{ variant: 'cap_and_discount' }, 'discountPercent', 'Enter the discount in percent.'],
    [
      { variant: 'cap_and_discount', discountPercent: 51 },
      'discountPercent',
      'The discount cannot exceed 50 %.',
    ],
    [
      { variant: 'cap_and_discount', discountPercent: 0 },
      'discountPercent',
      'The discount must be at least 1 %.',
    ],
    [
      { variant: 'cap_and_discount', discountPercent: 12.5 },
      'discountPercent',
      'The discount must be a whole percent.',
    ],
    [{ proRata: 'yes' }, 'proRata', 'Say whether investors get a pro-rata side letter.'],
    [
      { minimumInvestmentCents: $(499) },
      'minimumInvestmentCents',
      'The minimum investment must be at least $500.',
    ],
    [{ fundingGoalCents: 0 }, 'fundingGoalCents', 'The funding goal must be more than $0.'],
    [
      { fundingGoalCents: 10.5 },
      'fundingGoalCents',
      'The funding goal must be a whole number of cents.',
    ],
    [
      { fundingGoalCents: $(5_000_001), valuationCapDollars: 50_000_000 },
      'fundingGoalCents',
      'The funding goal cannot exceed $5,000,000, the Regulation Crowdfunding 12-month maximum.',
    ],
    [{ endDate: '31/12/2026' }, 'endDate', 'The end date must be a date (YYYY-MM-DD).'],
    [{ endDate: '2026-02-30' }, 'endDate', 'The end date must be a real date.'],
    // Cross-field rules, reported on the field to fix.
    [
      { maximumRaiseCents: $(100_000) },
      'maximumRaiseCents',
      'The maximum raise must be at least the funding goal.',
    ],
    [
      { minimumInvestmentCents: $(200_000) },
      'minimumInvestmentCents',
      'The minimum investment cannot be more than the funding goal.',
    ],
    [
      { valuationCapDollars: 150_000 },
      'valuationCapDollars',
      'The valuation cap must be above the maximum raise.',
    ],
    [
      { maximumRaiseCents: $(2_000_000) },
      'valuationCapDollars',
      'The valuation cap must be above the maximum raise.',
    ],
  ])('refuses %j: %s', (patch, field, message) => {
    expect(firstIssue({ ...base, ...patch })).toEqual({ field, message });
  });
});

describe('safeTermsSchema: missing fields', () => {
  it.each([
    ['valuationCapDollars', 'cap', 'Enter the post-money valuation cap in dollars.'],
    ['discountPercent', 'cap_and_discount', 'Enter the discount in percent.'],
    ['proRata', 'cap', 'Say whether investors get a pro-rata side letter.'],
    ['fundingGoalCents', 'cap', 'Enter the funding goal in dollars.'],
    ['endDate', 'cap', 'Enter the end date.'],
  ])('names %s when it is absent (%s)', (field, variant, message) => {
    const input: Record<string, unknown> = { ...base, variant, discountPercent: 10 };
    if (variant === 'cap') delete input.discountPercent;
    delete input[field];
    expect(firstIssue(input)).toEqual({ field, message });
  });

  it('says what is expected when the terms are not an object', () => {
    expect(firstIssue('cap')?.message).toBe(
      'Choose a SAFE type: valuation cap, discount, cap and discount, or MFN.',
    );
  });
});

describe('equityOfferedPercent', () => {
  it('is the goal over the post-money cap: $150,000 at a $1,500,000 cap → 10 %', () => {
    expect(
      equityOfferedPercent({ fundingGoalCents: $(150_000), valuationCapDollars: 1_500_000 }),
    ).toBe(10);
    expect(
      equityOfferedPercent({ fundingGoalCents: $(100_000), valuationCapDollars: 1_250_000 }),
    ).toBe(8);
  });

  it('is null without a cap (discount or MFN)', () => {
    expect(
      equityOfferedPercent({ fundingGoalCents: $(150_000), valuationCapDollars: undefined }),
    ).toBeNull();
  });
});
