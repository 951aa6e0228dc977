import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationsResponse } from '../../../shared/conversations/api';
import { NotificationsBell } from '../../../web/features/conversations/notifications/notifications-bell';
import { apiTable, recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { LIST, note } from './notification-fixtures';

describe('Notifications bell', () => {
  it('shows the unread count, lists them, and marks read up to the newest shown', async () => {
    const requests = recordRequests();
    server.use(
      apiTable({ '/api/me/notifications': LIST }),
      http.post('*/api/me/notifications/read', () =>
        HttpResponse.json({
          unreadCount: 0,
          notifications: LIST.notifications.map((n) => ({ ...n, read: true })),
        }),
      ),
    );
    const { container } = renderRoutesWithSession(
      [{ path: '/', element: <NotificationsBell /> }],
      '/',
      { user: testUser() },
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(await seriousAxeViolations(container)).toEqual([]);
    await userEvent.click(bell);
    expect(
      await screen.findAllByText('Ada Park posted an update on CodeCanvas (unread)'),
    ).toHaveLength(2);
    // The date is never inside the ellipsis that cuts a long excerpt short.
    const date = screen.getByText('Nov 20, 2026');
    for (let box: HTMLElement | null = date; box; box = box.parentElement) {
      expect(getComputedStyle(box).textOverflow).not.toBe('ellipsis');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toEqual({ upTo: '2026-11-20T10:00:00.000Z' });
  });
});

describe('Notification click-through', () => {
  const at = '2026-11-21T10:00:00.000Z';
  const opened: {
    kind: string;
    n: NotificationsResponse['notifications'][number];
    text: string;
    target: string;
  }[] = [
    {
      kind: 'a message',
      n: { ...note('n-m', at), kind: 'message', subjectId: 't-9' },
      text: 'Ada Park sent you a message about CodeCanvas',
      target: '/investor/messages?thread=t-9',
    },
    {
      kind: 'an answer',
      n: { ...note('n-a', at), kind: 'answer', subjectId: 'q-7' },
      text: 'Ada Park answered your question on CodeCanvas',
      target: '/project/codecanvas?tab=discussion#question-q-7',
    },
    {
      kind: 'an update',
      n: { ...note('n-u', at), subjectId: 'u-3' },
      text: 'Ada Park posted an update on CodeCanvas',
      target: '/project/codecanvas?tab=updates#update-u-3',
    },
    {
      kind: 'a settled SAFE',
      n: {
        ...note('n-s', at),
        kind: 'investment_settled',
        actorName: 'LaunchFund',
        subjectId: 'i-1',
      },
      text: 'Your SAFE in CodeCanvas is settled',
      target: '/investor/investments',
    },
    {
      kind: 'a refund',
      n: {
        ...note('n-r', at),
        kind: 'investment_refunded',
        actorName: 'LaunchFund',
        subjectId: 'i-2',
      },
      text: 'Your commitment to CodeCanvas was refunded',
      target: '/investor/investments',
    },
    {
      kind: 'a cancelled commitment',
      n: {
        ...note('n-c', at),
        kind: 'commitment_cancelled',
        actorName: 'LaunchFund',
        subjectId: 'i-3',
      },
      text: 'A commitment to CodeCanvas was cancelled',
      target: '/investor/investments',
    },
  ];

  it.each(opened)(
    'opens $kind where it is and marks that one read',
    async ({ n, text, target }) => {
      const requests = recordRequests();
      server.use(
        apiTable({ '/api/me/notifications': { unreadCount: 1, notifications: [n] } }),
        http.post('*/api/me/notifications/read', () =>
          HttpResponse.json({ unreadCount: 0, notifications: [{ ...n, read: true }] }),
        ),
      );
      const { router } = renderRoutesWithSession(
        [
          { path: '/investor', element: <NotificationsBell /> },
          { path: '*', element: <p>Opened</p> },
        ],
        '/investor',
        { user: testUser({ role: 'investor' }) },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
      await userEvent.click(await screen.findByRole('link', { name: new RegExp(text) }));
      expect(await screen.findByText('Opened')).toBeVisible();
      const { pathname, search, hash } = router.state.location;
      expect(`${pathname}${search}${hash}`).toBe(target);
      await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
      const post = requests.find((r) => r.method === 'POST');
      expect(await post!.json()).toEqual({ id: n.id });
    },
  );
});
