import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminOfferingRow } from '../../../shared/closing/api';
import { AdminOfferingsView } from '../../../web/features/admin-offerings/admin-offerings-view';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });

function row(overrides: Partial<AdminOfferingRow> = {}): AdminOfferingRow {
  return {
    projectId: 'p-lens',
    slug: 'ledger-lens',
    title: 'Ledger Lens',
    goalCents: 15_000_000,
    committedCents: 16_000_000,
    investorCount: 41,
    endsAt: '2026-12-31T00:00:00.000Z',
    daysLeft: 38,
    liveSince: '2026-10-01T00:00:00.000Z',
    earlyClose: { allowed: true, earliestDeadline: '2026-11-30T17:00:00.000Z' },
    ...overrides,
  };
}
const refused = row({
  projectId: 'p-young',
  slug: 'young-co',
  title: 'Young Co',
  committedCents: 2_000_000,
  investorCount: 3,
  daysLeft: 50,
  earlyClose: {
    allowed: false,
    code: 'goal_not_reached',
    reason: 'Goal not met: $20,000 of $150,000 committed.',
  },
});

const tooEarly = row({
  projectId: 'p-new',
  slug: 'new-co',
  title: 'New Co',
  liveSince: '2026-11-10T00:00:00.000Z',
  earlyClose: {
    allowed: false,
    code: 'too_early_to_close',
    reason: 'Live 10 of 21 days; not before Dec 1, 2026.',
    closableFrom: '2026-12-01T00:00:00.000Z',
  },
});

function renderView() {
  return renderRoutesWithSession(
    [{ path: '/admin/projects', element: <AdminOfferingsView /> }],
    '/admin/projects',
    {
      user: admin,
      token: 'admin-token',
    },
  );
}

function serve(rows: AdminOfferingRow[]) {
  server.use(http.get('*/api/admin/offerings', () => HttpResponse.json({ offerings: rows })));
}

describe('AdminOfferingsView', () => {
  it('lists live offerings with days left, raised / goal, and why a close is not allowed', async () => {
    serve([row(), refused, tooEarly]);
    const { container } = renderView();
    const table = await screen.findByRole('table', { name: 'Live offerings' });
    const [, lens, young, early] = within(table).getAllByRole('row');
    expect(within(lens!).getByRole('link', { name: 'Ledger Lens' })).toHaveAttribute(
      'href',
      '/project/ledger-lens',
    );
    expect(lens).toHaveTextContent('38 (ends Dec 31, 2026)');
    expect(lens).toHaveTextContent('$160,000 / $150,000');
    expect(within(lens!).getByRole('button', { name: 'Close Ledger Lens early' })).toBeVisible();
    // A short status per row: the figures are in their own column, the rule above.
    expect(within(young!).getAllByRole('cell').at(-1)).toHaveTextContent(/^CloseGoal not met$/);
    expect(young).not.toHaveTextContent(/committed\.|Not yet/);
    expect(within(early!).getAllByRole('cell').at(-1)).toHaveTextContent(
      /^CloseCan close from Dec 1, 2026$/,
    );
    expect(within(young!).queryByRole('button')).toBeNull();
    // The rule is explained once, above the table, not repeated in every row.
    expect(
      screen.getByText(
        /An offering may close early once its goal is met and it has been live at least 21 days/,
      ),
    ).toBeVisible();
    expect(table).not.toHaveTextContent(/may close early|CFR/);
    // Explained in words, without the rule's citation (found walking at 1280 px).
    expect(container).not.toHaveTextContent(/CFR/);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('asks for the new deadline, spells out the consequence, and sends it', async () => {
    const requests = recordRequests();
    serve([row()]);
    server.use(
      http.post('*/api/admin/offerings/p-lens/early-close', () =>
        HttpResponse.json({
          offering: row({
            endsAt: '2026-12-02T23:59:59.000Z',
            daysLeft: 9,
            noticedEndsAt: '2026-12-31T00:00:00.000Z',
            earlyClose: { allowed: false, code: 'early_close_already_noticed', reason: 'x' },
          }),
          notifiedCount: 41,
        }),
      ),
    );
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Close Ledger Lens early' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Ledger Lens early?' });
    const date = within(dialog).getByLabelText(/New deadline/);
    expect(date).toHaveValue('2026-11-30');
    expect(date).toHaveAttribute('min', '2026-11-30');
    fireEvent.change(date, { target: { value: '2026-12-02' } });
    expect(dialog).toHaveTextContent(
      'The offering will end on Dec 2, 2026 instead of Dec 31, 2026. All 41 investors are notified now',
    );
    expect(dialog).toHaveTextContent('$160,000');
    expect(dialog).toHaveTextContent('less the 5 % platform fee');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Notify investors and close early' }),
    );
    expect(await screen.findByText('Closing early: was to end Dec 31, 2026.')).toBeVisible();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ newEndsAt: '2026-12-02T23:59:59.000Z' });
    expect(post?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows the server’s refusal in the dialog', async () => {
    serve([row()]);
    server.use(
      http.post('*/api/admin/offerings/p-lens/early-close', () =>
        HttpResponse.json(
          {
            error: {
              code: 'notice_too_short',
              message: 'The new deadline must be at least 5 business days after today.',
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderView();
    await userEvent.click(await screen.findByRole('button', { name: 'Close Ledger Lens early' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Notify investors and close early' }),
    );
    expect(
      await within(dialog).findByText(
        'The new deadline must be at least 5 business days after today.',
      ),
    ).toBeVisible();
  });

  it('says so when no offering is live', async () => {
    serve([]);
    renderView();
    expect(await screen.findByText('No offerings are live.')).toBeVisible();
  });
});
