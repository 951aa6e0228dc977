import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationsResponse } from '../../../shared/conversations/api';
import { NotificationsBell } from '../../../web/features/conversations/notifications/notifications-bell';
import { apiTable, recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderWithSession, testUser } from '../session-test-utils';

const note = (id: string, createdAt: string) => ({
  id,
  kind: 'update' as const,
  projectSlug: 'codecanvas',
  projectTitle: 'CodeCanvas',
  actorName: 'Ada Park',
  excerpt: 'Series A closed',
  subjectId: 'u-1',
  createdAt,
  read: false,
});
const LIST: NotificationsResponse = {
  unreadCount: 2,
  notifications: [note('n-2', '2026-11-20T10:00:00.000Z'), note('n-1', '2026-11-19T10:00:00.000Z')],
};

describe('Notifications bell', () => {
  it('shows the unread count, lists them, and marks read up to the newest shown', async () => {
    const requests = recordRequests();
    server.use(
      apiTable({ '/api/me/notifications': LIST }),
      http.post('*/api/me/notifications/read', () => HttpResponse.json({ unreadCount: 0 })),
    );
    const { container } = renderWithSession(<NotificationsBell />, { user: testUser() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(await seriousAxeViolations(container)).toEqual([]);
    await userEvent.click(bell);
    expect(
      await screen.findAllByText('Ada Park posted an update on CodeCanvas (unread)'),
    ).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toEqual({ upTo: '2026-11-20T10:00:00.000Z' });
  });
});
