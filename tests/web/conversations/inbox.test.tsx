import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ThreadListResponse, ThreadResponse } from '../../../shared/conversations/api';
import { InvestorMessagesPage } from '../../../web/pages/messages/messages-pages';
import { apiTable, recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderRoutesWithSession, testUser } from '../session-test-utils';

const SUMMARY = {
  id: 't-1',
  projectId: 'p-1',
  projectSlug: 'codecanvas',
  projectTitle: 'CodeCanvas',
  withName: 'Ada Park',
  withRole: 'founder' as const,
};
const THREADS: ThreadListResponse = {
  threads: [
    {
      ...SUMMARY,
      lastMessage: {
        text: 'Happy to help',
        senderName: 'Ada Park',
        sentAt: '2026-11-02T10:00:00Z',
        mine: false,
      },
      unread: 2,
    },
  ],
  unreadTotal: 2,
};
const THREAD: ThreadResponse = {
  thread: SUMMARY,
  messages: [
    {
      id: 'm-1',
      senderName: 'Ivy Investor',
      mine: true,
      text: 'Hi <b>Ada</b>',
      sentAt: '2026-11-01T10:00:00Z',
    },
    {
      id: 'm-2',
      senderName: 'Ada Park',
      mine: false,
      text: 'Happy to help',
      sentAt: '2026-11-02T10:00:00Z',
    },
  ],
};

function renderInbox(path = '/investor/messages') {
  server.use(apiTable({ '/api/messages': THREADS, '/api/messages/t-1': THREAD }));
  return renderRoutesWithSession(
    [{ path: '/investor/messages', element: <InvestorMessagesPage /> }],
    path,
    { user: testUser() },
  );
}

describe('Messages inbox', () => {
  it('lists threads with the last message and unread count', async () => {
    const { container } = renderInbox();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Happy to help')).toBeVisible();
    expect(within(list).getByLabelText('2 unread')).toBeVisible();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('opens a thread, shows text as text, and replies in it', async () => {
    const requests = recordRequests();
    server.use(
      http.post('*/api/messages', () =>
        HttpResponse.json(
          {
            ...THREAD,
            messages: [
              ...THREAD.messages,
              {
                id: 'm-3',
                senderName: 'Ivy Investor',
                mine: true,
                text: 'Thanks!',
                sentAt: '2026-11-03T10:00:00Z',
              },
            ],
          },
          { status: 201 },
        ),
      ),
    );
    const { container } = renderInbox();
    await userEvent.click(await screen.findByRole('link', { name: /Ada Park · CodeCanvas/ }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Hi <b>Ada</b>')).toBeVisible();
    expect(messages.querySelector('b')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply' }), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(messages).findByText('Thanks!')).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toEqual({ threadId: 't-1', text: 'Thanks!' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
