import { describe, expect, it } from 'vitest';
import type { SafeTerms } from '../../../shared/offering/safe-terms';
import {
  changedTerms,
  isMaterialChange,
  reconfirmationDeadline,
} from '../../../shared/offering/terms-change';

const BASE: SafeTerms = {
  variant: 'cap',
  valuationCapDollars: 1_500_000,
  proRata: false,
  minimumInvestmentCents: 50_000,
  fundingGoalCents: 15_000_000,
  maximumRaiseCents: 15_000_000,
  endDate: '2027-03-01',
};

describe('terms change', () => {
  it('lists nothing when only the form of the end date differs', () => {
    expect(changedTerms(BASE, { ...BASE, endDate: '2027-03-01T23:59:59.000Z' })).toEqual([]);
  });

  it.each([
    [{ fundingGoalCents: 12_000_000 }, ['fundingGoalCents']],
    [{ valuationCapDollars: 2_000_000 }, ['valuationCapDollars']],
    [{ minimumInvestmentCents: 100_000 }, ['minimumInvestmentCents']],
    [{ endDate: '2027-04-01' }, ['endDate']],
    [{ proRata: true }, ['proRata']],
    [{ variant: 'cap_and_discount', discountPercent: 20 }, ['variant', 'discountPercent']],
  ] as const)('treats %o as material', (patch, keys) => {
    const next = { ...BASE, ...patch } as SafeTerms;
    expect(changedTerms(BASE, next)).toEqual(keys);
    expect(isMaterialChange(BASE, next)).toBe(true);
  });

  it('treats a higher maximum raise alone as not material', () => {
    const next = { ...BASE, maximumRaiseCents: 20_000_000 };
    expect(changedTerms(BASE, next)).toEqual(['maximumRaiseCents']);
    expect(isMaterialChange(BASE, next)).toBe(false);
  });

  it('gives 5 business days to reconfirm: Friday → the next Friday, Wednesday → Wednesday', () => {
    expect(reconfirmationDeadline('2026-11-20T15:00:00.000Z')).toBe('2026-11-27T15:00:00.000Z');
    expect(reconfirmationDeadline('2026-11-18T09:30:00.000Z')).toBe('2026-11-25T09:30:00.000Z');
    // Saturday: the window counts from Monday.
    expect(reconfirmationDeadline('2026-11-21T10:00:00.000Z')).toBe('2026-11-27T10:00:00.000Z');
  });
});
