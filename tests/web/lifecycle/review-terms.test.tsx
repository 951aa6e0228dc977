import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ReviewCard } from '../../../web/features/admin-review/review-card';
import { renderWithSession, testUser } from '../session-test-utils';
import { seriousAxeViolations } from '../public/axe';
import { managedProject } from './fixtures';

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });

const termsOf = () => within(screen.getByRole('region', { name: 'Offering terms' }));
const valueOf = (label: string) => termsOf().getByText(label).parentElement?.textContent ?? '';
/** The figure alone, after its label: '$1,500,000' is not '$1,500,000.00'. */
const figureOf = (label: string) => valueOf(label).slice(label.length);

describe('ReviewCard: offering terms', () => {
  it("shows the creator's SAFE terms: type, cap, discount, pro-rata, minimum, goal, maximum, end", async () => {
    const project = managedProject({
      status: 'in_review',
      endDate: '2027-03-31T23:59:59.000Z',
      terms: {
        variant: 'cap_and_discount',
        valuationCapDollars: 1_500_000,
        discountPercent: 20,
        proRata: true,
        minimumInvestmentCents: 100_000,
        fundingGoalCents: 15_000_000,
        maximumRaiseCents: 20_000_000,
        endDate: '2027-03-31T23:59:59.000Z',
      },
    });
    renderWithSession(<ReviewCard project={project} onVerdict={vi.fn()} />, { user: admin });
    expect(valueOf('SAFE type')).toContain('Valuation Cap and Discount');
    expect(valueOf('Valuation cap (post-money)')).toContain('$1,500,000');
    expect(valueOf('Discount')).toContain('20 %');
    expect(valueOf('Pro-rata side letter')).toContain('Yes');
    expect(valueOf('Minimum investment')).toContain('$1,000');
    expect(valueOf('Funding goal')).toContain('$150,000');
    expect(valueOf('Maximum raise')).toContain('$200,000');
    expect(valueOf('End date')).toContain('Mar 31, 2027');
    expect(termsOf().queryByText(/set no SAFE terms/)).toBeNull();
    // The terms' labels share the project facts' width, so both lists' values line up
    // (at 360 px "Minimum investment" pushed its value out of line).
    for (const label of ['SAFE type', 'Valuation cap (post-money)', 'Minimum investment']) {
      expect(getComputedStyle(termsOf().getByText(label)).width).toBe('152px');
    }
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when the approval will record the default terms, with their figures', () => {
    const project = managedProject({
      status: 'in_review',
      fundingGoal: 150_000,
      equity: 10,
      minimumInvestment: 100,
    });
    renderWithSession(<ReviewCard project={project} onVerdict={vi.fn()} />, { user: admin });
    expect(termsOf().getByText(/set no SAFE terms/)).toBeInTheDocument();
    expect(valueOf('Valuation cap (post-money)')).toContain('$1,500,000');
    expect(valueOf('Minimum investment')).toContain('$500');
    expect(valueOf('Maximum raise')).toContain('$150,000');
    expect(valueOf('Discount')).toContain('None');
  });

  it('gives the cap and the amounts in whole dollars, as every other screen does', () => {
    const project = managedProject({
      status: 'in_review',
      terms: {
        variant: 'cap',
        valuationCapDollars: 1_727_273,
        proRata: false,
        minimumInvestmentCents: 50_000,
        fundingGoalCents: 19_000_000,
        maximumRaiseCents: 19_000_050,
        endDate: '2027-03-31T23:59:59.000Z',
      },
    });
    renderWithSession(<ReviewCard project={project} onVerdict={vi.fn()} />, { user: admin });
    expect(figureOf('Valuation cap (post-money)')).toBe('$1,727,273');
    expect(figureOf('Minimum investment')).toBe('$500');
    expect(figureOf('Funding goal')).toBe('$190,000');
    // A figure with cents keeps them: whole dollars are shown whole, nothing is rounded.
    expect(figureOf('Maximum raise')).toBe('$190,000.50');
  });
});
