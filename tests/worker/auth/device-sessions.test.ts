import { SELF } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import type { DeviceSessionsResponse } from '../../../shared/api';
import { TEST_ORIGIN, TEST_PASSWORD, bearer, createConfirmedUser } from '../helpers/auth';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A supabase-js client whose requests carry a browser's User-Agent, signed in. */
async function deviceClient(email: string, userAgent: string) {
  const client = createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('User-Agent', userAgent);
        return SELF.fetch(input, { ...init, headers });
      },
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  expect(error).toBeNull();
  return { client, token: data.session?.access_token ?? '' };
}

function listSessions(token: string) {
  return SELF.fetch(`${TEST_ORIGIN}/api/me/sessions`, { headers: bearer(token) });
}

function endSession(token: string, id: string) {
  return SELF.fetch(`${TEST_ORIGIN}/api/me/sessions/${id}`, {
    method: 'DELETE',
    headers: bearer(token),
  });
}

describe('/api/me/sessions: sessions by device, one signed out', () => {
  it('lists each session with its device and marks the current one', async () => {
    const user = await createConfirmedUser();
    await deviceClient(user.email, SAFARI_IPHONE);
    const laptop = await deviceClient(user.email, CHROME_MAC);
    const res = await listSessions(laptop.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await res.json()) as DeviceSessionsResponse;
    expect(body.listed).toBe(true);
    expect(body.sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on macOS', true],
      ['Safari on iOS', false],
    ]);
    for (const session of body.sessions) {
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastActiveAt)).not.toBeNaN();
    }
  });

  it('signs out another device: its refresh fails and its token stops working on /api', async () => {
    const user = await createConfirmedUser();
    const phone = await deviceClient(user.email, SAFARI_IPHONE);
    const laptop = await deviceClient(user.email, CHROME_MAC);
    const { sessions } = (await (
      await listSessions(laptop.token)
    ).json()) as DeviceSessionsResponse;
    const other = sessions.find((s) => !s.current);
    expect(other).toBeDefined();

    expect((await endSession(laptop.token, other?.id ?? '')).status).toBe(204);
    const refreshed = await phone.client.auth.refreshSession();
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect((await listSessions(phone.token)).status).toBe(401);

    const left = (await (await listSessions(laptop.token)).json()) as DeviceSessionsResponse;
    expect(left.sessions.map((s) => s.current)).toEqual([true]);
    expect((await laptop.client.auth.refreshSession()).error).toBeNull();
  });

  it("refuses the current session, another user's, a made-up id and a signed-out caller", async () => {
    const user = await createConfirmedUser();
    const stranger = await createConfirmedUser();
    const mine = await deviceClient(user.email, CHROME_MAC);
    const theirs = await deviceClient(stranger.email, SAFARI_IPHONE);
    const [current] = ((await (await listSessions(mine.token)).json()) as DeviceSessionsResponse)
      .sessions;
    const [foreign] = ((await (await listSessions(theirs.token)).json()) as DeviceSessionsResponse)
      .sessions;

    const self = await endSession(mine.token, current?.id ?? '');
    expect(self.status).toBe(422);
    expect(((await self.json()) as { error: { code: string } }).error.code).toBe('current_session');
    expect((await endSession(mine.token, foreign?.id ?? '')).status).toBe(404);
    expect((await endSession(mine.token, 'not-a-session')).status).toBe(404);
    expect((await endSession(mine.token, crypto.randomUUID())).status).toBe(404);
    expect((await listSessions(theirs.token)).status).toBe(200);
    expect((await SELF.fetch(`${TEST_ORIGIN}/api/me/sessions`)).status).toBe(401);
  });
});
