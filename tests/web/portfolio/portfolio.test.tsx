import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InvestorConversionResponse, PortfolioResponse } from '../../../shared/conversion/api';
import { ROUNDING_NOTE } from '../../../shared/conversion/statement';
import { ConversionStatementPage } from '../../../web/pages/investing/conversion-statement-page';
import { PortfolioSection } from '../../../web/features/portfolio/portfolio-section';
import { server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderRoutesWithSession } from '../session-test-utils';
import { investor } from '../investing/fixtures';

const ID = '5b0c8f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const PORTFOLIO: PortfolioResponse = {
  holdings: [
    {
      investmentId: ID,
      projectTitle: 'TimeTrackr',
      projectSlug: 'timetrackr',
      committedAt: '2026-10-10T10:00:00.000Z',
      amountCents: 10_000_000,
      instrument: 'SAFE ($5,000,000 post-money cap)',
      status: 'converted',
      shares: 200_000,
      payoutCents: null,
      valueCents: 40_000_000,
      valueMethod: "At the last round's price: 200,000 shares × $2.0000.",
    },
    {
      investmentId: 'c1d2e3f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      projectTitle: 'InvoiceHub',
      projectSlug: 'invoicehub',
      committedAt: '2026-10-01T10:00:00.000Z',
      amountCents: 500_000,
      instrument: 'SAFE ($1,777,778 post-money cap)',
      status: 'written_off',
      shares: null,
      payoutCents: 100_000,
      valueCents: 0,
      valueMethod: 'Zero after the company dissolved ($1,000.00 was returned).',
    },
  ],
  totals: { costCents: 10_500_000, valueCents: 40_000_000, payoutCents: 100_000 },
};

const STATEMENT: InvestorConversionResponse = {
  investmentId: ID,
  projectTitle: 'TimeTrackr',
  outcome: {
    kind: 'priced_round',
    occurredOn: '2027-03-01',
    recordedAt: '2027-03-02T10:00:00.000Z',
    roundPricePerShare: '2.0000',
  },
  status: 'converted',
  payoutCents: null,
  statement: {
    safeId: ID,
    holder: 'Ivy Investor',
    purchaseCents: 10_000_000,
    shares: 200_000,
    pricePerShare: '0.5000',
    appliedTerm: 'cap',
    termDescription: 'Valuation cap of $5,000,000',
    roundPricePerShare: '2.0000',
    ownershipBeforeNewMoneyPercent: '2.000',
    ownershipAfterRoundPercent: '1.600',
    sharesAfterRound: 12_500_000,
    roundingNote: ROUNDING_NOTE,
  },
  capTable: {
    before: [{ holder: 'Ivy Investor', kind: 'safe', shares: 0, percent: '0.000', safeId: ID }],
    after: [
      { holder: 'Ivy Investor', kind: 'safe', shares: 200_000, percent: '1.600', safeId: ID },
    ],
  },
};

describe('the portfolio', () => {
  it('shows each holding with its status, value and method, and the totals', async () => {
    server.use(http.get('*/api/portfolio', () => HttpResponse.json(PORTFOLIO)));
    const { container } = renderRoutesWithSession(
      [{ path: '/investor/investments', element: <PortfolioSection /> }],
      '/investor/investments',
      { user: investor },
    );
    const converted = await screen.findByRole('listitem', { name: 'TimeTrackr' });
    expect(within(converted).getByText('Converted to 200,000 shares')).toBeInTheDocument();
    expect(within(converted).getByText('Value $400,000.00')).toBeInTheDocument();
    expect(within(converted).getByRole('link', { name: 'Conversion statement' })).toHaveAttribute(
      'href',
      `/investor/investments/${ID}/conversion`,
    );
    const writtenOff = screen.getByRole('listitem', { name: 'InvoiceHub' });
    expect(within(writtenOff).getByText('Written off')).toBeInTheDocument();
    expect(
      within(writtenOff).getByText('Zero after the company dissolved ($1,000.00 was returned).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Total cost \$105,000\.00 · value \$400,000\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download cost-basis CSV' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('reads a statement: shares, price, the term, ownership and the rounding sentence', async () => {
    server.use(http.get(`*/api/portfolio/${ID}/conversion`, () => HttpResponse.json(STATEMENT)));
    const { container } = renderRoutesWithSession(
      [{ path: '/investor/investments/:id/conversion', element: <ConversionStatementPage /> }],
      `/investor/investments/${ID}/conversion`,
      { user: investor },
    );
    expect(await screen.findByText('Valuation cap of $5,000,000')).toBeInTheDocument();
    expect(screen.getByText('$0.5000')).toBeInTheDocument();
    expect(screen.getByText('1.600 % of 12,500,000 shares')).toBeInTheDocument();
    expect(screen.getByText(ROUNDING_NOTE)).toBeInTheDocument();
    // Found at 360 px: a percent broke before its sign, leaving a lone "%" on a line, and
    // the long "Ownership before the new money" pushed its value out of line.
    const percents = [...container.querySelectorAll('dd, td')].filter((cell) =>
      /\d\s%/.test(cell.textContent ?? ''),
    );
    expect(percents.length).toBeGreaterThanOrEqual(3);
    for (const cell of percents) expect(cell.textContent).toMatch(/\d\u00a0%/);
    for (const label of container.querySelectorAll('dt')) {
      expect(getComputedStyle(label).width).toBe('152px');
    }
    // The event dated as people read it, not ISO (found walking at 1280 px).
    expect(screen.getByText('Priced round on Mar 1, 2027')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the statement (PDF)' }),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
