import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsBell } from '../../../web/features/conversations/notifications/notifications-bell';
import { apiTable, server } from '../msw';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { LIST } from './notification-fixtures';

// Focus on a link is read as intent (its page's code and reads start): opening the bell
// must not put it on the first notification's link, which nobody pointed at.
describe('Notifications bell, focus on opening', () => {
  // jsdom lays nothing out, so Zag would find no visible link to focus at all; in a
  // browser every element drawn has a box.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  });
  afterEach(() => vi.restoreAllMocks());

  it('goes to the list itself, and Tab reaches its first link', async () => {
    server.use(apiTable({ '/api/me/notifications': LIST }));
    renderRoutesWithSession([{ path: '/', element: <NotificationsBell /> }], '/', {
      user: testUser(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.tab();
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
  });
});
