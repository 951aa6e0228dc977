import { describe, expect, it } from 'vitest';
import { defaultTermsOf, offeringEndsAt } from '../../../shared/investing/default-terms';
import { equityOfferedPercent } from '../../../shared/offering/safe-terms';

describe('defaultTermsOf', () => {
  it('derives a cap SAFE whose equity offered is the project’s (goal ÷ cap)', () => {
    const terms = defaultTermsOf({
      fundingGoalDollars: 150_000,
      equityPercent: 10,
      minimumInvestmentDollars: 100,
      endDate: '2027-01-31T23:59:59.000Z',
    });
    expect(terms).toMatchObject({
      variant: 'cap',
      valuationCapDollars: 1_500_000,
      fundingGoalCents: 15_000_000,
      maximumRaiseCents: 15_000_000,
      minimumInvestmentCents: 50_000,
      proRata: false,
    });
    expect(equityOfferedPercent(terms)).toBe(10);
  });

  it('keeps a creator’s higher minimum and falls back to MFN without a usable equity', () => {
    const terms = defaultTermsOf({
      fundingGoalDollars: 100_000,
      equityPercent: 0,
      minimumInvestmentDollars: 1_000,
      endDate: '2027-01-31',
    });
    expect(terms).toMatchObject({ variant: 'mfn', minimumInvestmentCents: 100_000 });
  });
});

describe('offeringEndsAt', () => {
  it('reads a bare date as the end of that day (UTC)', () => {
    expect(offeringEndsAt('2027-01-31')).toBe('2027-01-31T23:59:59.000Z');
    expect(offeringEndsAt('2027-01-31T12:00:00.000Z')).toBe('2027-01-31T12:00:00.000Z');
  });
});
