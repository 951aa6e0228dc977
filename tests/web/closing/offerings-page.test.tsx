import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  AdminOfferingOutcomesResponse,
  OfferingOutcomeRow,
} from '../../../shared/closing/api';
import { OfferingsPage } from '../../../web/features/admin-offerings/offerings-page';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { server } from '../msw';
import { seriousAxeViolations } from '../public/axe';

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });

const base: Omit<OfferingOutcomeRow, 'projectId' | 'slug' | 'title' | 'outcome'> = {
  goalCents: 10_000_000,
  committedCents: 0,
  feeCents: 0,
  payoutCents: 0,
  refundedCents: 0,
  refundCount: 0,
  investorCount: 0,
  endsAt: '2026-12-31T23:59:59.000Z',
};

const outcomes: AdminOfferingOutcomesResponse = {
  offerings: [
    {
      ...base,
      projectId: 'p1',
      slug: 'live-co',
      title: 'Live Co',
      outcome: 'live',
      committedCents: 4_000_000,
      investorCount: 9,
    },
    {
      ...base,
      projectId: 'p2',
      slug: 'funded-co',
      title: 'Funded Co',
      outcome: 'funded',
      committedCents: 13_000_000,
      feeCents: 650_000,
      payoutCents: 12_350_000,
      investorCount: 40,
      settledAt: '2026-11-02T10:00:00.000Z',
    },
    {
      ...base,
      projectId: 'p3',
      slug: 'failed-co',
      title: 'Failed Co',
      outcome: 'failed',
      committedCents: 170_000,
      refundedCents: 170_000,
      refundCount: 2,
      investorCount: 0,
      settledAt: '2026-10-20T10:00:00.000Z',
    },
  ],
  platform: {
    escrowCents: 4_000_000,
    ledgerEscrowCents: 4_000_000,
    revenueCents: 650_000,
    ledgerRevenueCents: 650_000,
    problems: [],
    reconciled: true,
  },
};

function serve(body: AdminOfferingOutcomesResponse) {
  server.use(
    http.get('*/api/admin/offerings/outcomes', () => HttpResponse.json(body)),
    http.get('*/api/admin/offerings', () => HttpResponse.json({ offerings: [] })),
  );
}

function renderPage() {
  return renderRoutesWithSession(
    [{ path: '/admin/offerings', element: <OfferingsPage /> }],
    '/admin/offerings',
    { user: admin, token: 'admin-token' },
  );
}

describe('OfferingsPage', () => {
  it("shows every offering's outcome with its money and the books reconciled", async () => {
    serve(outcomes);
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerings' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Offering outcomes' });
    const [, live, funded, failed] = within(table).getAllByRole('row');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('Ends Dec 31, 2026');
    expect(live).toHaveTextContent('$40,000');
    expect(funded).toHaveTextContent('Funded');
    expect(funded).toHaveTextContent('$130,000');
    expect(funded).toHaveTextContent('$6,500');
    expect(funded).toHaveTextContent('$123,500');
    expect(funded).toHaveTextContent('Closed Nov 2, 2026');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('$1,700 (2 refunds)');
    // Not "0 investors" beside the $1,700 they committed (all refunded by then).
    expect(failed).not.toHaveTextContent(/investors?/);
    expect(funded).toHaveTextContent('40 investors');
    // Dates as people read them: no ISO time anywhere in the table.
    expect(table).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}T/);

    const books = screen.getByRole('region', { name: 'Platform money' });
    expect(books).toHaveTextContent('In escrow$40,000.00');
    expect(books).toHaveTextContent('Fee revenue$6,500.00');
    // The amount keeps one line and the ledger's word goes under it (side by side they
    // broke into three ragged lines on a phone).
    expect(within(books).getByText('$40,000.00')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(books).getAllByText('Ledger agrees')).toHaveLength(2);
    expect(within(books).getByRole('status')).toHaveTextContent(/^Reconciled/);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('says plainly when the books do not reconcile, with the ledger check findings', async () => {
    serve({
      ...outcomes,
      platform: {
        ...outcomes.platform,
        escrowCents: 4_000_100,
        problems: ['offering p1 counts 4000100 cents; escrow holds 4000000.'],
        reconciled: false,
      },
    });
    renderPage();
    const books = await screen.findByRole('region', { name: 'Platform money' });
    expect(within(books).getByRole('alert')).toHaveTextContent(/^Not reconciled/);
    expect(books).toHaveTextContent('Ledger holds $40,000.00');
    expect(books).toHaveTextContent('offering p1 counts 4000100 cents; escrow holds 4000000.');
  });
});
