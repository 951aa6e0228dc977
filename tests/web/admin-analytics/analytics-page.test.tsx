import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminAnalyticsResponse, AnalyticsMonth } from '../../../shared/admin-analytics';
import {
  AnalyticsCharts,
  AnalyticsPage,
} from '../../../web/features/admin-analytics/analytics-page';
import { renderWithProviders } from '../render';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { server } from '../msw';

const LABELS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

const data: AdminAnalyticsResponse = {
  months: LABELS.map((month, i): AnalyticsMonth => ({
    key: `2026-${String(i + 1).padStart(2, '0')}`,
    month,
    raisedCents: i === 11 ? 13_000_000 : 0,
    feeCents: i === 11 ? 650_000 : 0,
    refundedCents: i === 10 ? 80_000 : 0,
    views: i === 11 ? 400 : 0,
    commitments: i === 11 ? 10 : 0,
    conversionPercent: i === 11 ? 2.5 : null,
  })),
};

describe('admin analytics', () => {
  it('draws raised, fees, refunds and conversion, each with its table version', async () => {
    renderWithProviders(<AnalyticsCharts data={data} chartWidth={480} />);
    for (const name of [
      'Dollars committed per month',
      'Platform fees per month',
      'Dollars refunded per month',
      'Commitments per 100 project views, per month',
    ]) {
      const image = screen.getByRole('img', { name });
      await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
    }
    const raised = screen.getByRole('table', { name: 'Dollars committed per month' });
    expect(within(raised).getByRole('row', { name: 'Nov $130,000' })).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: 'Platform fees per month' });
    expect(within(fees).getByRole('row', { name: 'Nov $6,500' })).toBeInTheDocument();
    const refunds = screen.getByRole('table', { name: 'Dollars refunded per month' });
    expect(within(refunds).getByRole('row', { name: 'Oct $800' })).toBeInTheDocument();
    const conversion = screen.getByRole('table', {
      name: 'Commitments per 100 project views, per month',
    });
    expect(within(conversion).getByRole('row', { name: 'Nov 2.5%' })).toBeInTheDocument();
    expect(screen.getByText(/10 commitments from 400 project views/)).toBeInTheDocument();
  });

  it('is its own page at /admin/analytics, not a copy of the dashboard', async () => {
    server.use(http.get('*/api/admin/analytics', () => HttpResponse.json(data)));
    renderRoutesWithSession(
      [{ path: '/admin/analytics', element: <AnalyticsPage /> }],
      '/admin/analytics',
      { user: testUser({ id: 'a1', role: 'admin', email: 'admin@example.com' }) },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Platform analytics' }),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Platform fees per month' })).toBeVisible();
    expect(screen.queryByText('Total Users')).toBeNull();
  });
});
