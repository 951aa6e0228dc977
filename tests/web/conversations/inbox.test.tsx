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
  nextCursor: null,
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
  nextCursor: null,
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
    // The unread count sits beside the heading, not inside it ("Messages2 unread").
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Messages$/);
    expect(screen.getByText('2 unread')).toBeVisible();
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

describe('Messages paging', () => {
  it('loads earlier messages above the thread and more conversations below the list', async () => {
    const older: ThreadResponse = {
      thread: SUMMARY,
      messages: [
        {
          id: 'm-0',
          senderName: 'Ivy Investor',
          mine: true,
          text: 'The very first message',
          sentAt: '2026-10-01T10:00:00Z',
        },
      ],
      nextCursor: null,
    };
    const moreThreads: ThreadListResponse = {
      threads: [
        {
          ...SUMMARY,
          id: 't-2',
          projectTitle: 'LedgerLite',
          lastMessage: { ...THREADS.threads[0]!.lastMessage, text: 'An older conversation' },
          unread: 0,
        },
      ],
      unreadTotal: 2,
      nextCursor: null,
    };
    server.use(
      http.get('*/api/messages', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('cursor') === 'c-threads'
            ? moreThreads
            : { ...THREADS, nextCursor: 'c-threads' },
        ),
      ),
      http.get('*/api/messages/t-1', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('cursor') === 'c-older'
            ? older
            : { ...THREAD, nextCursor: 'c-older' },
        ),
      ),
    );
    const { container } = renderRoutesWithSession(
      [{ path: '/investor/messages', element: <InvestorMessagesPage /> }],
      '/investor/messages?thread=t-1',
      { user: testUser() },
    );
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).queryByText('The very first message')).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    const first = await within(messages).findByText('The very first message');
    // Earlier messages go above the ones already shown, and the button goes away.
    const items = within(messages).getAllByRole('listitem');
    expect(items[0]).toContainElement(first);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more conversations' }));
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(await within(list).findByText('An older conversation')).toBeVisible();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  });
});
