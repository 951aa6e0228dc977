import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '../../../shared/audit/api';
import { AuditPage } from '../../../web/features/admin-audit/audit-page';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderRoutesWithSession, testUser } from '../session-test-utils';

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });

const approved: AuditEntry = {
  seq: 41,
  at: '2026-11-20T10:00:00.000Z',
  action: 'project.approved',
  label: 'Approved a project',
  actorId: 'admin-1',
  actor: 'Ada Admin <admin@example.com>',
  subject: { kind: 'project', id: 'p-1', label: 'Ledger Lens', href: '/project/ledger-lens' },
  details: '',
};

function open() {
  return renderRoutesWithSession(
    [{ path: '/admin/audit', element: <AuditPage /> }],
    '/admin/audit',
    { user: admin, token: 'admin-token' },
  );
}

describe('the audit trail screen', () => {
  it('lists admin actions linked to their subject and filters through the server', async () => {
    const requests = recordRequests();
    server.use(
      http.get('*/api/admin/audit', ({ request }) => {
        const action = new URL(request.url).searchParams.get('action');
        return HttpResponse.json({
          entries: action === 'identity.review_decided' ? [] : [approved],
          nextBefore: null,
        });
      }),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Admin actions' });
    expect(within(table).getByText('Ada Admin <admin@example.com>')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ledger Lens' })).toHaveAttribute(
      'href',
      '/project/ledger-lens',
    );
    // No control on the screen edits or deletes an entry.
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'identity.review_decided');
    await userEvent.type(screen.getByLabelText('Who'), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No admin actions match these filters.')).toBeInTheDocument();
    const last = requests.filter((r) => new URL(r.url).pathname === '/api/admin/audit').at(-1);
    const query = new URL(last?.url ?? 'http://x').searchParams;
    expect(query.get('action')).toBe('identity.review_decided');
    expect(query.get('actor')).toBe('ada');
  });

  it('downloads the CSV of the current filters with the admin token, and says so when it fails', async () => {
    const requests = recordRequests();
    let status = 200;
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ entries: [approved], nextBefore: null }),
      ),
      http.get('*/api/admin/audit.csv', () =>
        status === 200
          ? new HttpResponse('seq,at\n41,2026-11-20T10:00:00.000Z\n', {
              headers: { 'Content-Type': 'text/csv' },
            })
          : HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:audit');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();
    await screen.findByRole('table', { name: 'Admin actions' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const csv = requests.find((r) => new URL(r.url).pathname === '/api/admin/audit.csv');
    expect(csv?.headers.get('Authorization')).toBe('Bearer admin-token');
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed (500). Please try again.',
    );
    click.mockRestore();
  });

  it('has no serious accessibility violations', async () => {
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ entries: [approved], nextBefore: null }),
      ),
    );
    const { container } = open();
    await screen.findByRole('table', { name: 'Admin actions' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
