import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../../shared/routes';
import type { ContactInboxResponse } from '../../../shared/schemas/contact-api';
import { ContactInboxPage } from '../../../web/features/admin-contact/contact-inbox-page';
import { seriousAxeViolations } from '../public/axe';
import { recordRequests, server } from '../msw';
import { renderRoutesWithSession, testUser } from '../session-test-utils';

const INBOX: ContactInboxResponse = {
  newCount: 1,
  messages: [
    {
      id: 'contact:1',
      name: 'Ada Park',
      email: 'ada@example.com',
      subject: 'Listing question',
      message: 'How long is review?',
      receivedAt: '2026-11-20T10:00:00Z',
      handledAt: null,
    },
    {
      id: 'contact:2',
      name: 'Bo Lin',
      email: 'bo@example.com',
      subject: 'Press',
      message: 'Interview?',
      receivedAt: '2026-11-19T10:00:00Z',
      handledAt: '2026-11-19T12:00:00Z',
    },
  ],
};

describe('/admin/messages', () => {
  it('lists contact messages with their state and marks one handled', async () => {
    server.use(
      http.post('*/api/admin/contact-messages/:id/handled', () =>
        HttpResponse.json({
          message: { ...INBOX.messages[0], handledAt: '2026-11-21T09:00:00Z' },
        }),
      ),
      http.get('*/api/admin/contact-messages', () => HttpResponse.json(INBOX)),
    );
    const requests = recordRequests();
    const { container } = renderRoutesWithSession(
      [{ path: '/admin/messages', element: <ContactInboxPage /> }],
      '/admin/messages',
      { user: testUser({ role: 'admin' }) },
    );
    const first = await screen.findByRole('article', { name: 'Listing question' });
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('1 new message')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Press' })).getByText('Handled'),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Mark as handled' }));
    expect(await within(first).findByText('Handled')).toBeInTheDocument();
    expect(screen.getByText('0 new messages')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Mark as new' })).toBeInTheDocument();
    const marked = requests.filter((request) => request.method === 'POST');
    expect(marked.map((request) => new URL(request.url).pathname)).toEqual([
      apiPaths.contactMessageHandled('contact:1'),
    ]);
    expect(await marked[0]!.json()).toEqual({ handled: true });
  });
});
