import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewQueueView } from '../../../web/features/admin-review/review-queue-view';
import { renderWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });
const waiting = managedProject({ status: 'in_review', submittedAt: '2026-11-21T09:00:00.000Z' });

describe('ReviewQueueView', () => {
  it('lists the projects awaiting review and sends a verdict with the admin token', async () => {
    let queue = [waiting];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/reviews') return Response.json({ projects: queue });
      if (url === `/api/admin/reviews/${waiting.id}/approve` && init?.method === 'POST') {
        queue = [];
        return Response.json({ project: { ...waiting, status: 'active' } });
      }
      return Response.json({ error: { code: 'not_found', message: 'nope' } }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithSession(<ReviewQueueView />, { user: admin, token: 'admin-token' });
    expect(await screen.findByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No projects are awaiting review.')).toBeInTheDocument();
    const approveCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/approve'));
    expect(new Headers(approveCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('says so when nothing awaits review', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ projects: [] })),
    );
    renderWithSession(<ReviewQueueView />, { user: admin, token: 'admin-token' });
    await waitFor(() =>
      expect(screen.getByText('No projects are awaiting review.')).toBeInTheDocument(),
    );
  });
});
