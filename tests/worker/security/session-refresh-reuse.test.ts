// A replayed refresh token must never fork a session into a second live chain, and reuse
// detection must end the session: its access tokens stop working everywhere at once.
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, bearer, signedInUser } from '../helpers/auth';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function refresh(token: string): Promise<Response> {
  return SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: PUBLIC_API_KEY,
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: token }),
  });
}

async function refreshed(token: string): Promise<Tokens> {
  const res = await refresh(token);
  expect(res.status).toBe(200);
  const body: { access_token: string; refresh_token: string } = await res.json();
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** The status of the three places an access token is honoured. */
async function statuses(accessToken: string) {
  const headers = { ...bearer(accessToken), apikey: PUBLIC_API_KEY };
  const [api, user, rest] = await Promise.all([
    SELF.fetch(`${TEST_ORIGIN}/api/dashboards/investor`, { headers }),
    SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, { headers }),
    SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?select=role`, { headers }),
  ]);
  return { api: api.status, user: user.status, rest: rest.status };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('refresh-token reuse inside the window', () => {
  it('gives an older token the active token of the chain, not a second chain', async () => {
    const me = await signedInUser();
    const second = await refreshed(me.refreshToken);
    const third = await refreshed(second.refreshToken);
    // `me.refreshToken` is two generations old: not the parent of the active token.
    const replay = await refreshed(me.refreshToken);
    expect(replay.refreshToken).toBe(third.refreshToken);
    // One chain only: the active token still rotates, and nothing else is live.
    const fourth = await refreshed(third.refreshToken);
    expect(await refreshed(second.refreshToken)).toMatchObject({
      refreshToken: fourth.refreshToken,
    });
  });
});

describe('refresh-token reuse detection', () => {
  it('ends the session: its access tokens are refused on /api, /auth/v1/user and /rest/v1', async () => {
    const me = await signedInUser();
    const second = await refreshed(me.refreshToken);
    const third = await refreshed(second.refreshToken);
    expect(await statuses(third.accessToken)).toEqual({ api: 200, user: 200, rest: 200 });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    const reused = await refresh(me.refreshToken);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_already_used' });
    vi.useRealTimers();

    // Both the first and the latest access token of the session are dead.
    expect(await statuses(me.accessToken)).toEqual({ api: 401, user: 403, rest: 401 });
    expect(await statuses(third.accessToken)).toEqual({ api: 401, user: 403, rest: 401 });
    // And the live refresh token no longer works either.
    expect((await refresh(third.refreshToken)).status).toBe(400);
  });
});
