import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DeviceSessionsResponse } from '../../../shared/api';
import type { SettingsClient } from '../../../web/features/settings/settings-client';
import { SessionsSection } from '../../../web/features/settings/sessions-section';
import { server } from '../msw';
import { renderWithSession, testUser } from '../session-test-utils';

const LISTED: DeviceSessionsResponse = {
  listed: true,
  sessions: [
    {
      id: 's-here',
      device: 'Chrome on macOS',
      createdAt: '2026-11-20T09:00:00Z',
      lastActiveAt: '2026-11-28T16:30:00Z',
      current: true,
    },
    {
      id: 's-phone',
      device: 'Safari on iOS',
      createdAt: '2026-11-02T18:45:00Z',
      lastActiveAt: '2026-11-27T07:05:00Z',
      current: false,
    },
  ],
};

function client() {
  const signOut = vi.fn(() => Promise.resolve({ error: null }));
  return { client: { auth: { signOut } } as unknown as SettingsClient, signOut };
}

describe('SessionsSection', () => {
  it('lists each device, marks this one, and signs out another with its own button', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('*/api/me/sessions', () => HttpResponse.json(LISTED)),
      http.delete('*/api/me/sessions/:id', ({ params, request }) => {
        expect(request.headers.get('Authorization')).toBe('Bearer test-access-token');
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithSession(<SessionsSection client={client().client} />, { user: testUser() });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByText(
        'Signed in Nov 2, 2026, 18:45 UTC · Last active Nov 27, 2026, 07:05 UTC',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('Signed out Safari on iOS.')).toBeInTheDocument();
    expect(deleted).toEqual(['s-phone']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so in hosted mode, where the sessions cannot be listed, and still signs out the others', async () => {
    server.use(
      http.get('*/api/me/sessions', () => HttpResponse.json({ listed: false, sessions: [] })),
    );
    const { client: fake, signOut } = client();
    renderWithSession(<SessionsSection client={fake} />, { user: testUser() });
    expect(await screen.findByText(/does not let this app list your devices/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Signed-in devices' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(signOut).toHaveBeenCalledWith({ scope: 'others' });
    expect(await screen.findByText('Signed out on every other device.')).toBeInTheDocument();
  });

  it("shows the server's refusal when a device cannot be signed out", async () => {
    server.use(
      http.get('*/api/me/sessions', () => HttpResponse.json(LISTED)),
      http.delete('*/api/me/sessions/:id', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'No such session.' } },
          { status: 404 },
        ),
      ),
    );
    renderWithSession(<SessionsSection client={client().client} />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such session.');
  });
});
