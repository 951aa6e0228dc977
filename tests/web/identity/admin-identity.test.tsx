import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACCREDITATION_STATEMENT } from '../../../shared/identity/accreditation';
import { IdentityQueuePage } from '../../../web/features/admin-identity/identity-queue-page';
import { IdentityRecordPage } from '../../../web/features/admin-identity/identity-record-page';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { adminCheck } from './fixtures';

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });
const check = adminCheck();

function openQueue() {
  return renderRoutesWithSession(
    [{ path: '/admin/identity', element: <IdentityQueuePage /> }],
    '/admin/identity',
    { user: admin },
  );
}

describe('the identity review queue', () => {
  it('shows each check in review with only the last four digits, and records a decision with its reason', async () => {
    const requests = recordRequests();
    server.use(
      http.get('*/api/admin/identity', () => HttpResponse.json({ checks: [check] })),
      http.post(`*/api/admin/identity/users/${check.userId}/decision`, async ({ request }) => {
        const body = (await request.json()) as { decision: string; reason: string };
        return HttpResponse.json({
          identity: { ...check, status: body.decision === 'approve' ? 'verified' : 'failed' },
        });
      }),
    );
    openQueue();
    const card = await screen.findByRole('article', { name: 'Identity check of Rae Reviewed' });
    expect(within(card).getByText('•••• 2222')).toBeInTheDocument();
    expect(within(card).getByText(check.reason ?? '')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Identity record and accredited statement' }),
    ).toHaveAttribute('href', `/admin/identity/${check.userId}`);
    await userEvent.type(
      within(card).getByLabelText(/Reason for your decision/),
      'Matched the utility bill on file.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('No identity checks are waiting for review.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      decision: 'approve',
      reason: 'Matched the utility bill on file.',
    });
  });

  it('keeps the check and shows the refusal when the reason is missing', async () => {
    server.use(
      http.get('*/api/admin/identity', () => HttpResponse.json({ checks: [check] })),
      http.post(`*/api/admin/identity/users/${check.userId}/decision`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields.',
              details: { reason: 'Give the reason for the decision.' },
            },
          },
          { status: 422 },
        ),
      ),
    );
    openQueue();
    const card = await screen.findByRole('article', { name: 'Identity check of Rae Reviewed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await within(card).findByText('Give the reason for the decision.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Identity check of Rae Reviewed' })).toBeVisible();
  });

  it('has no serious accessibility violations', async () => {
    server.use(http.get('*/api/admin/identity', () => HttpResponse.json({ checks: [check] })));
    const { container } = openQueue();
    const card = await screen.findByRole('article', { name: 'Identity check of Rae Reviewed' });
    // The date of birth as people read it, not ISO.
    expect(within(card).getByText('Apr 12, 1990')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

describe('the identity record', () => {
  function openRecord(accreditation: unknown) {
    server.use(
      http.get(`*/api/admin/identity/users/${check.userId}`, () =>
        HttpResponse.json({
          identity: adminCheck({ status: 'verified', decidedAt: '2026-11-20T11:00:00.000Z' }),
          accreditation,
        }),
      ),
    );
    return renderRoutesWithSession(
      [{ path: '/admin/identity/:id', element: <IdentityRecordPage /> }],
      `/admin/identity/${check.userId}`,
      { user: admin },
    );
  }

  it('shows the accredited statement, its date, wording version and when it is asked again', async () => {
    const { container } = openRecord({
      certifiedAt: '2026-03-01T09:00:00.000Z',
      wordingVersion: '2026-11-v1',
      statement: ACCREDITATION_STATEMENT,
      expiresAt: '2027-03-01T09:00:00.000Z',
      lapsed: false,
    });
    const section = await screen.findByRole('region', { name: 'Accredited investor statement' });
    expect(within(section).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(section).getByText('2026-11-v1')).toBeInTheDocument();
    expect(within(section).getByText('Asks again on')).toBeInTheDocument();
    expect(within(section).getByText('Mar 1, 2027')).toBeInTheDocument();
    expect(within(section).getByText(ACCREDITATION_STATEMENT)).toBeInTheDocument();
    const identity = screen.getByRole('region', { name: 'Identity check' });
    expect(within(identity).getByText('Identity verified')).toBeInTheDocument();
    expect(within(identity).getByText('Simulated (no real check)')).toBeInTheDocument();
    // Dates as people read them, not ISO (found walking the admin journey at 1280 px).
    expect(within(identity).getByText('Apr 12, 1990')).toBeInTheDocument();
    expect(within(identity).getAllByText('Nov 20, 2026')).toHaveLength(2);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('says when the statement has lapsed and the Reg CF limit applies again', async () => {
    openRecord({
      certifiedAt: '2025-01-01T09:00:00.000Z',
      wordingVersion: '2026-11-v1',
      statement: ACCREDITATION_STATEMENT,
      expiresAt: '2026-01-01T09:00:00.000Z',
      lapsed: true,
    });
    expect(
      await screen.findByText(
        'Lapsed: the Reg CF limit applies until the investor certifies again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Lapsed on')).toBeInTheDocument();
  });

  it('says when there is no statement on record', async () => {
    openRecord(null);
    expect(
      await screen.findByText('No accredited statement on record: the Reg CF limit applies.'),
    ).toBeInTheDocument();
  });
});
