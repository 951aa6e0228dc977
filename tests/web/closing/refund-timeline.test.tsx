import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Holding, PortfolioResponse } from '../../../shared/conversion/api';
import type { InvestmentClosingFields } from '../../../shared/closing/api';
import type { InvestmentView } from '../../../shared/investing/api';
import { ClosingOutcome } from '../../../web/features/investing/investments/refund-timeline';
import { InvestmentItem } from '../../../web/features/investing/investments/investment-item';
import { investment } from '../investing/fixtures';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { renderWithProviders } from '../render';
import { seriousAxeViolations } from '../public/axe';
import { server } from '../msw';

const closed = (fields: InvestmentClosingFields, overrides: Partial<InvestmentView> = {}) =>
  ({ ...investment(overrides), ...fields }) as InvestmentView;

describe('ClosingOutcome', () => {
  it('shows a refund as initiated → returned to wallet, with dates', async () => {
    const { container } = renderWithProviders(
      <ClosingOutcome
        investment={closed(
          {
            settledAt: null,
            refund: {
              initiatedAt: '2026-11-20T12:00:00.000Z',
              returnedAt: '2026-11-21T08:00:00.000Z',
              amountCents: 50_000,
              reason: 'offering_failed',
            },
          },
          { status: 'refunded' },
        )}
      />,
    );
    const section = screen.getByRole('region', { name: 'Refund status' });
    expect(section).toHaveTextContent('did not reach its goal');
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Refund of $500.00 initiated: Nov 20, 2026',
      'Returned to your wallet: Nov 21, 2026',
    ]);
    expect(within(steps[1]!).getByText('Nov 21, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-21T08:00:00.000Z',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows a refund still in flight, and a lapsed reconfirmation', () => {
    renderWithProviders(
      <ClosingOutcome
        investment={closed(
          {
            settledAt: null,
            refund: {
              initiatedAt: '2026-11-20T12:00:00.000Z',
              returnedAt: null,
              amountCents: 50_000,
              reason: 'reconfirmation_lapsed',
            },
          },
          { status: 'refunded' },
        )}
      />,
    );
    expect(screen.getByText(/not reconfirmed in time/)).toBeVisible();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'Returned to your wallet: in progress',
    );
  });

  it('shows a settled SAFE as settled, with its date', () => {
    renderWithProviders(
      <ClosingOutcome
        investment={closed(
          { settledAt: '2026-11-20T12:00:00.000Z', refund: null },
          { status: 'settled' },
        )}
      />,
    );
    expect(screen.getByText(/Settled SAFE/, { selector: 'p' })).toHaveTextContent(
      'Settled SAFE since Nov 20, 2026: the offering was funded and you hold this SAFE until it converts.',
    );
  });

  it('says nothing before a close', () => {
    renderWithProviders(<ClosingOutcome investment={investment()} />);
    expect(screen.queryByRole('region', { name: 'Refund status' })).toBeNull();
    expect(screen.queryByText(/Settled SAFE/)).toBeNull();
  });
});

describe('InvestmentItem with closing fields', () => {
  it('carries the refund timeline in the row of a refunded investment', async () => {
    const refunded = closed(
      {
        settledAt: null,
        refund: {
          initiatedAt: '2026-11-20T12:00:00.000Z',
          returnedAt: '2026-11-20T12:00:01.000Z',
          amountCents: 50_000,
          reason: 'offering_failed',
        },
      },
      { status: 'refunded' },
    );
    renderRoutesWithSession(
      [
        {
          path: '/investor/investments',
          element: (
            <ul>
              <InvestmentItem investment={refunded} investorId="investor-1" now={new Date()} />
            </ul>
          ),
        },
      ],
      '/investor/investments',
      { user: testUser({ id: 'investor-1', role: 'investor' }) },
    );
    const section = await screen.findByRole('region', { name: 'Refund status' });
    expect(section).toHaveTextContent('Returned to your wallet: Nov 20, 2026');
  });
});

describe('InvestmentItem of a settled SAFE with an outcome', () => {
  const settled = closed(
    { settledAt: '2026-11-20T12:00:00.000Z', refund: null },
    { id: 'inv-safe', status: 'settled' },
  );
  const holding = (fields: Pick<Holding, 'status' | 'shares' | 'payoutCents'>): Holding => ({
    investmentId: 'inv-safe',
    projectTitle: settled.projectTitle,
    projectSlug: settled.projectSlug,
    committedAt: settled.committedAt,
    amountCents: settled.amountCents,
    instrument: 'SAFE ($1,777,778 post-money cap)',
    valueCents: 0,
    valueMethod: '',
    ...fields,
  });
  const renderRow = (line: Holding) => {
    const portfolio: PortfolioResponse = {
      holdings: [line],
      totals: { costCents: line.amountCents, valueCents: 0, payoutCents: 0 },
    };
    server.use(http.get('*/api/portfolio', () => HttpResponse.json(portfolio)));
    return renderRoutesWithSession(
      [
        {
          path: '/investor/investments',
          element: (
            <ul>
              <InvestmentItem investment={settled} investorId="investor-1" now={new Date()} />
            </ul>
          ),
        },
      ],
      '/investor/investments',
      { user: testUser({ id: 'investor-1', role: 'investor' }) },
    );
  };

  it.each<[string, Holding, string]>([
    [
      'Written off',
      holding({ status: 'written_off', shares: null, payoutCents: 100_000 }),
      'Your SAFE, settled on Nov 20, 2026, was written off when the company dissolved ($1,000.00 was returned).',
    ],
    [
      'Converted',
      holding({ status: 'converted', shares: 200_000, payoutCents: null }),
      'Your SAFE, settled on Nov 20, 2026, converted to 200,000 shares in a priced round.',
    ],
    [
      'Cashed out',
      holding({ status: 'cashed_out', shares: null, payoutCents: 450_000 }),
      'Your SAFE, settled on Nov 20, 2026, was cashed out in the sale of the company for $4,500.00.',
    ],
  ])(
    'reads as "%s", as its portfolio line does, and never as held until it converts',
    async (label, line, sentence) => {
      renderRow(line);
      const row = screen.getByRole('listitem');
      expect(await within(row).findByText(label, { exact: true })).toBeVisible();
      expect(within(row).queryByText('Settled', { exact: true })).toBeNull();
      expect(row).toHaveTextContent(sentence);
      expect(row).not.toHaveTextContent('until it converts');
    },
  );

  it('stays a settled SAFE held until it converts while it has no outcome', async () => {
    renderRow(holding({ status: 'safe_outstanding', shares: null, payoutCents: null }));
    const row = screen.getByRole('listitem');
    expect(await within(row).findByText(/until it converts/)).toBeVisible();
    expect(within(row).getByText('Settled', { exact: true })).toBeVisible();
  });
});
