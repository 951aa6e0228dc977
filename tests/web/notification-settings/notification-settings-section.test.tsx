import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationSettingsResponse,
} from '../../../shared/notify/kinds';
import { NotificationSettingsSection } from '../../../web/features/notification-settings/notification-settings-section';
import { apiTable, recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderRoutesWithSession, testUser } from '../session-test-utils';

const ALL_ON: NotificationSettingsResponse = {
  settings: NOTIFICATION_KINDS.map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_LABELS[kind],
    email: true,
  })),
};

function render(role: 'investor' | 'creator' | 'admin') {
  return renderRoutesWithSession([{ path: '/', element: <NotificationSettingsSection /> }], '/', {
    user: testUser({ role }),
  });
}

describe('Settings: notifications', () => {
  it("lists the investor's kinds, each email on, and turns one off with one PUT", async () => {
    const requests = recordRequests();
    server.use(
      apiTable({ '/api/me/notification-settings': ALL_ON }),
      http.put('*/api/me/notification-settings', async ({ request }) => {
        const body = (await request.json()) as { kind: string; email: boolean };
        return HttpResponse.json({
          settings: ALL_ON.settings.map((s) =>
            s.kind === body.kind ? { ...s, email: body.email } : s,
          ),
        });
      }),
    );
    const { container } = render('investor');
    const settled = await screen.findByRole('checkbox', {
      name: 'Email me: Your SAFEs settled',
    });
    expect(settled).toBeChecked();
    // A reserver's notice when the offering opens is a kind of its own, not an update.
    expect(
      screen.getByRole('checkbox', { name: 'Email me: Offerings you reserved, when they open' }),
    ).toBeChecked();
    // A founder's kinds are not an investor's concern.
    expect(screen.queryByRole('checkbox', { name: /Your raise failed/ })).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByText('Email me: Your commitments refunded'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put!.json()).toEqual({ kind: 'investment_refunded', email: false });
    expect(await screen.findByText('Your commitments refunded: email off.')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Email me: Your commitments refunded' }),
    ).not.toBeChecked();
  });

  it("shows a founder's kinds, and says when a change was not saved", async () => {
    server.use(
      apiTable({ '/api/me/notification-settings': ALL_ON }),
      http.put('*/api/me/notification-settings', () =>
        HttpResponse.json(
          { error: { code: 'unavailable', message: 'Service unavailable. Try again.' } },
          { status: 503 },
        ),
      ),
    );
    render('creator');
    await userEvent.click(await screen.findByText('Email me: Your raise failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved');
    expect(screen.getByRole('checkbox', { name: 'Email me: Your raise failed' })).toBeChecked();
  });

  it('shows an admin only what reaches an admin, worded for someone who backs nothing', async () => {
    server.use(apiTable({ '/api/me/notification-settings': ALL_ON }));
    render('admin');
    expect(
      await screen.findByRole('checkbox', { name: 'Email me: Updates from projects you follow' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Email me: Answers to your questions' }),
    ).toBeChecked();
    // An admin neither backs projects nor holds SAFEs or raises.
    expect(screen.queryByText(/projects you follow or back/)).toBeNull();
    expect(screen.queryByText(/Your SAFEs settled|Your raise failed/)).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });
});
