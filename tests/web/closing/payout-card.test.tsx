import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CreatorProjectRow } from '../../../shared/api';
import {
  PayoutCard,
  PayoutCards,
  type SettledProjectRow,
} from '../../../web/features/creator-dashboard/payout-card';
import { CreatorDashboardView } from '../../../web/features/creator-dashboard/creator-dashboard-view';
import { creatorFixture, NOW } from '../dashboard/fixtures';
import { renderView } from '../dashboard/render-view';
import { renderWithProviders } from '../render';
import { seriousAxeViolations } from '../public/axe';

const base: CreatorProjectRow = {
  id: 'p-1',
  title: 'CodeCanvas',
  slug: 'codecanvas',
  tagline: 'Pair programming',
  image: '/x.jpg',
  status: 'funded',
  fundingGoal: 150_000,
  fundingRaised: 160_000,
  percentFunded: 100,
  views: 10,
};

describe('PayoutCard', () => {
  it('shows a funded project’s payout: raised, the 5 % fee, net', async () => {
    const { container } = renderWithProviders(
      <PayoutCard
        title="CodeCanvas"
        settlement={{
          outcome: 'funded',
          raisedCents: 16_000_000,
          feeCents: 800_000,
          netCents: 15_200_000,
          investorCount: 41,
          settledAt: '2026-11-20T12:00:00.000Z',
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'CodeCanvas: funded, payout' });
    expect(within(card).getByText('Raised').nextSibling).toHaveTextContent('$160,000.00');
    expect(within(card).getByText('Platform fee (5 %)').nextSibling).toHaveTextContent(
      '−$8,000.00',
    );
    expect(within(card).getByText('Net payout to you').nextSibling).toHaveTextContent(
      '$152,000.00',
    );
    expect(card).toHaveTextContent('From 41 investors, settled on Nov 20, 2026.');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('says a failed project’s money went back to investors, with no fee', () => {
    renderWithProviders(
      <PayoutCard
        title="Quietly"
        settlement={{
          outcome: 'failed',
          refundedCents: 2_000_000,
          refundCount: 3,
          settledAt: '2026-11-20T12:00:00.000Z',
          withdrawn: false,
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Quietly: closed, goal not met' });
    expect(card).toHaveTextContent(
      'The goal was not met, so every commitment went back to its investor: $20,000.00 returned to 3 investor wallets on Nov 20, 2026. No platform fee was charged.',
    );
  });

  it('says a withdrawn offering was withdrawn before its deadline, not that its goal was missed', async () => {
    const { container } = renderWithProviders(
      <PayoutCard
        title="Pulled Co"
        settlement={{
          outcome: 'failed',
          refundedCents: 180_000,
          refundCount: 3,
          settledAt: '2026-11-20T12:00:00.000Z',
          withdrawn: true,
        }}
      />,
    );
    const card = screen.getByRole('region', {
      name: 'Pulled Co: offering withdrawn before its deadline',
    });
    expect(card).toHaveTextContent(
      'You withdrew the offering before its deadline, so every commitment went back to its investor: $1,800.00 returned to 3 investor wallets on Nov 20, 2026. No platform fee was charged.',
    );
    expect(card).not.toHaveTextContent(/goal/);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('lists only the projects that have settled', () => {
    const rows: SettledProjectRow[] = [
      { ...base, id: 'live', title: 'Still Live', status: 'active' },
      {
        ...base,
        settlement: {
          outcome: 'funded',
          raisedCents: 100,
          feeCents: 5,
          netCents: 95,
          investorCount: 1,
          settledAt: '2026-11-20T12:00:00.000Z',
        },
      },
    ];
    renderWithProviders(<PayoutCards projects={rows} />);
    expect(screen.getByRole('region', { name: 'CodeCanvas: funded, payout' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Still Live/ })).toBeNull();
    expect(screen.getByText(/From 1 investor,/)).toBeVisible();
  });
});

describe('CreatorDashboardView with a settled project', () => {
  it('shows the payout card of the row that carries a settlement', () => {
    const [first, ...rest] = creatorFixture.projects;
    const settled: SettledProjectRow = {
      ...first!,
      title: 'Paid Out Co',
      status: 'funded',
      settlement: {
        outcome: 'funded',
        raisedCents: 10_000_000,
        feeCents: 500_000,
        netCents: 9_500_000,
        investorCount: 7,
        settledAt: '2026-06-10T12:00:00.000Z',
      },
    };
    renderView(
      <CreatorDashboardView
        data={{ ...creatorFixture, projects: [settled, ...rest] }}
        now={NOW}
        chartWidth={480}
      />,
    );
    const payout = screen.getByRole('region', { name: 'Paid Out Co: funded, payout' });
    expect(within(payout).getByText('Net payout to you').nextSibling).toHaveTextContent(
      '$95,000.00',
    );
  });
});
