import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsBell } from '../../../web/features/conversations/notifications/notifications-bell';
import { apiTable, server } from '../msw';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { LIST } from './notification-fixtures';
import type * as SentenceModule from '../../../web/features/conversations/notifications/notification-sentence';

// Counts how often an item of the list is drawn (each item says its sentence once).
const sentences = vi.hoisted(() => ({ count: 0 }));
vi.mock(
  '../../../web/features/conversations/notifications/notification-sentence',
  async (importOriginal) => {
    const real = await importOriginal<typeof SentenceModule>();
    return {
      ...real,
      notificationSentence: (...args: Parameters<typeof real.notificationSentence>) => {
        sentences.count += 1;
        return real.notificationSentence(...args);
      },
    };
  },
);

describe('Notifications bell, opening', () => {
  it('draws each item once: opening the popover does not draw the list again', async () => {
    server.use(apiTable({ '/api/me/notifications': LIST }));
    renderRoutesWithSession([{ path: '/', element: <NotificationsBell /> }], '/', {
      user: testUser(),
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    expect(
      await screen.findAllByText('Ada Park posted an update on CodeCanvas (unread)'),
    ).toHaveLength(2);
    expect(sentences.count).toBe(LIST.notifications.length);
    // Closing (Escape) and opening again draws nothing of the list either.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
    expect(sentences.count).toBe(LIST.notifications.length);
  });
});
