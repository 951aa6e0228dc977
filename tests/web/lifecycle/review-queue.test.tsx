import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ReviewQueueView } from '../../../web/features/admin-review/review-queue-view';
import { renderWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';
import { recordRequests, server } from '../msw';
import { adminCheck } from '../identity/fixtures';

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });
const waiting = managedProject({ status: 'in_review', submittedAt: '2026-11-21T09:00:00.000Z' });

describe('ReviewQueueView', () => {
  it('lists the projects awaiting review and sends a verdict with the admin token', async () => {
    const requests = recordRequests();
    server.use(
      http.get('*/api/admin/reviews', () => HttpResponse.json({ projects: [waiting] })),
      http.get(`*/api/admin/identity/users/${waiting.creatorId}`, () =>
        HttpResponse.json({
          identity: adminCheck({
            userId: waiting.creatorId,
            status: 'verified',
            role: 'creator',
            decidedAt: '2026-10-16T10:00:00.000Z',
          }),
          accreditation: null,
        }),
      ),
      http.get(`*/api/admin/reviews/${waiting.id}/disclosures`, () =>
        HttpResponse.json({
          disclosures: {
            parts: {},
            statement: null,
            requiredTier: 'reviewed',
            checklist: [
              { part: 'officers', complete: true, problem: null },
              {
                part: 'financialStatements',
                complete: false,
                problem: 'Upload the financial statements (reviewed) as a PDF.',
              },
            ],
            complete: false,
            updatedAt: null,
            version: 1,
          },
        }),
      ),
      http.post(`*/api/admin/reviews/${waiting.id}/approve`, () =>
        HttpResponse.json({ project: { ...waiting, status: 'active' } }),
      ),
    );
    renderWithSession(<ReviewQueueView />, { user: admin, token: 'admin-token' });
    expect(await screen.findByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    // The founder's identity check is beside the project (docs/identity.md#the-gate).
    expect(await screen.findByTestId('founder-identity')).toHaveTextContent(
      'Founder identity:Identity verified',
    );
    // The day as people read it, not an ISO date.
    expect(screen.getByTestId('founder-identity')).toHaveTextContent(
      'Rae Reviewed, checked Oct 16, 2026 (simulated check)',
    );
    // The disclosures' checklist (docs/before-the-raise.md#disclosures).
    const checklist = await screen.findByRole('region', { name: 'Disclosures checklist' });
    expect(checklist).toHaveTextContent('✓ Officers and directors');
    expect(checklist).toHaveTextContent(
      '✗ Financial statements: Upload the financial statements (reviewed) as a PDF.',
    );
    // The checklist reads as the card's other sections: its lines are no larger than the
    // section headings (Offering terms, Disclosures), and no bolder.
    const sectionHeading = getComputedStyle(
      screen.getByRole('heading', { name: 'Offering terms' }),
    );
    for (const line of within(checklist).getAllByRole('listitem')) {
      for (const text of [line, ...line.querySelectorAll('*')]) {
        const style = getComputedStyle(text);
        expect(style.fontSize).toBe(sectionHeading.fontSize);
        expect(style.fontWeight).not.toBe(sectionHeading.fontWeight);
      }
    }
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and go live' }));
    expect(await screen.findByText('No projects are awaiting review.')).toBeInTheDocument();
    const approve = requests.find((r) => r.url.endsWith('/approve'));
    expect(approve?.headers.get('Authorization')).toBe('Bearer admin-token');
    // The verdict's answer updates the queue: one request, the queue is not fetched again.
    // (The card's own reads, identity and disclosures, go out side by side: sorted.)
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).sort()).toEqual(
      [
        'GET /api/admin/reviews',
        `GET /api/admin/reviews/${waiting.id}/disclosures`,
        `GET /api/admin/identity/users/${waiting.creatorId}`,
        `POST /api/admin/reviews/${waiting.id}/approve`,
      ].sort(),
    );
  });

  it('says so when nothing awaits review', async () => {
    server.use(http.get('*/api/admin/reviews', () => HttpResponse.json({ projects: [] })));
    renderWithSession(<ReviewQueueView />, { user: admin, token: 'admin-token' });
    await waitFor(() =>
      expect(screen.getByText('No projects are awaiting review.')).toBeInTheDocument(),
    );
  });
});
