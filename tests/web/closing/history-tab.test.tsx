import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HistoryResponse } from '../../../shared/history/api';
import { HistoryTab } from '../../../web/features/projects/detail/history-tab';
import { apiTable, server } from '../msw';
import { renderWithProviders } from '../render';
import { seriousAxeViolations } from '../public/axe';

const history: HistoryResponse = {
  slug: 'codecanvas',
  entries: [
    { kind: 'listed', at: '2026-01-05T10:00:00.000Z' },
    {
      kind: 'terms_changed',
      at: '2026-01-10T10:00:00.000Z',
      reconfirmBy: '2026-01-17T10:00:00.000Z',
      material: true,
      reconfirmations: 3,
      changes: [
        { field: 'valuationCapDollars', from: 5_000_000, to: 4_000_000 },
        { field: 'fundingGoalCents', from: 10_000_000, to: 8_000_000 },
      ],
    },
    { kind: 'goal_reached', at: '2026-01-12T10:00:00.000Z', percent: 50, goalCents: 8_000_000 },
    { kind: 'goal_reached', at: '2026-01-20T10:00:00.000Z', percent: 100, goalCents: 8_000_000 },
    { kind: 'refunds_issued', at: '2026-01-18T10:00:00.000Z', count: 2, reason: 'not_reconfirmed' },
    {
      kind: 'early_close_noticed',
      at: '2026-01-22T10:00:00.000Z',
      newEndsAt: '2026-02-02T00:00:00.000Z',
    },
    { kind: 'closed', at: '2026-02-02T00:00:00.000Z', outcome: 'funded' },
    {
      kind: 'settled',
      at: '2026-02-02T00:05:00.000Z',
      outcome: 'funded',
      raisedCents: 9_000_000,
      investorCount: 12,
      refundCount: 0,
    },
  ],
};

describe('HistoryTab', () => {
  it('lists every entry oldest first, with terms old → new and aggregate counts only', async () => {
    server.use(apiTable({ '/api/projects/codecanvas/history': history }));
    const { container } = renderWithProviders(<HistoryTab slug="codecanvas" />);
    const list = await screen.findByRole('list', { name: 'Offering history' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Listed: the offering went live',
      'Material change to the terms',
      '50 % of the $80,000 goal committed',
      'Funding goal of $80,000 reached',
      '2 refunds issued',
      'Early close announced',
      'Closed: funded',
      'Settled: funds released to the company',
    ]);
    expect(within(items[1]!).getByText('Valuation cap: $5,000,000 → $4,000,000')).toBeVisible();
    expect(within(items[1]!).getByText('Funding goal: $100,000 → $80,000')).toBeVisible();
    expect(
      within(items[1]!).getByText('3 committed investors were asked to reconfirm by Jan 17, 2026.'),
    ).toBeVisible();
    expect(within(items[5]!).getByText('The offering now ends on Feb 2, 2026.')).toBeVisible();
    expect(within(items[7]!).getByText('$90,000 raised from 12 investors.')).toBeVisible();
    expect(within(items[0]!).getByText('Jan 5, 2026')).toHaveAttribute(
      'datetime',
      '2026-01-05T10:00:00.000Z',
    );
    // Read-only: nothing to edit or remove.
    expect(screen.queryByRole('button')).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('tells a withdrawn offering from a goal not met: its close and its refunds', async () => {
    const withdrawn: HistoryResponse = {
      slug: 'pulled',
      entries: [
        { kind: 'listed', at: '2026-01-05T10:00:00.000Z' },
        { kind: 'closed', at: '2026-01-20T10:00:00.000Z', outcome: 'withdrawn' },
        {
          kind: 'refunds_issued',
          at: '2026-01-20T10:00:01.000Z',
          count: 2,
          reason: 'offering_withdrawn',
        },
      ],
    };
    server.use(apiTable({ '/api/projects/pulled/history': withdrawn }));
    renderWithProviders(<HistoryTab slug="pulled" />);
    const list = await screen.findByRole('list', { name: 'Offering history' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent(
      'Closed: withdrawn by its creator before its deadline',
    );
    expect(
      within(items[1]!).getByText(
        'Every commitment was refunded to its investor; no fee was charged.',
      ),
    ).toBeVisible();
    expect(
      within(items[2]!).getByText(
        'The creator withdrew the offering before its deadline, so the money went back to investors’ wallets.',
      ),
    ).toBeVisible();
    expect(list).not.toHaveTextContent(/goal was not met/);
  });

  it('says when nothing has happened yet', async () => {
    server.use(apiTable({ '/api/projects/quiet/history': { slug: 'quiet', entries: [] } }));
    renderWithProviders(<HistoryTab slug="quiet" />);
    expect(await screen.findByText('Nothing has happened in this offering yet.')).toBeVisible();
  });

  it('shows the server’s error with a Retry', async () => {
    server.use(apiTable({}));
    renderWithProviders(<HistoryTab slug="gone" />);
    expect(await screen.findByText('We could not load the offering history.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
