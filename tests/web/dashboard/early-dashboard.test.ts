import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardHomeRole,
  startDashboardRequests,
} from '../../../web/features/dashboard/early-dashboard';
import { peekEarlyAnswer, takeEarlyAnswer } from '../../../web/lib/early-answers';
import {
  EARLY_ANSWER_FRESH_MS,
  peekEarlyProfile,
  takeEarlyProfile,
} from '../../../web/lib/early-session';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.c2ln`;
}

function storeSession(userId: string, expiresIn: number) {
  const token = jwt({ sub: userId, exp: Math.floor(Date.now() / 1000) + expiresIn });
  localStorage.setItem(
    'sb-127-auth-token',
    JSON.stringify({ access_token: token, user: { id: userId, email: 'a@x.io' } }),
  );
  return token;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('early dashboard requests', () => {
  it('knows the three dashboards by their home URL only', () => {
    expect(dashboardHomeRole('/investor')).toBe('investor');
    expect(dashboardHomeRole('/creator/')).toBe('creator');
    expect(dashboardHomeRole('/admin')).toBe('admin');
    expect(dashboardHomeRole('/investor/settings')).toBeNull();
    expect(dashboardHomeRole('/')).toBeNull();
  });

  it('asks for the profile and what the dashboard shows with the stored token, and hands each out once to that user', async () => {
    const token = storeSession('u-1', 3600);
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('{"ok":1}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(startDashboardRequests('investor')).toBe(true);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      '/rest/v1/profiles?select=full_name%2Crole%2Cavatar_url&id=eq.u-1',
      '/api/dashboards/investor',
      '/api/me/notifications',
      '/api/wallet',
    ]);
    for (const [, init] of fetch.mock.calls)
      expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);

    expect(takeEarlyAnswer('/api/dashboards/investor', 'u-2')).toBeNull();
    expect(takeEarlyAnswer('/api/dashboards/creator', 'u-1')).toBeNull();
    // The dashboard's first frames read an answer without taking it from the app.
    await expect(peekEarlyAnswer('/api/dashboards/investor', 'u-1')).resolves.toEqual({
      status: 200,
      body: { ok: 1 },
    });
    await expect(takeEarlyAnswer('/api/dashboards/investor', 'u-1')).resolves.toEqual({
      status: 200,
      body: { ok: 1 },
    });
    expect(takeEarlyAnswer('/api/dashboards/investor', 'u-1')).toBeNull();
    expect(peekEarlyAnswer('/api/dashboards/investor', 'u-1')).toBeNull();
    await expect(takeEarlyAnswer('/api/wallet', 'u-1')).resolves.toMatchObject({ status: 200 });
    expect(takeEarlyProfile('u-2')).toBeNull();
    expect(peekEarlyProfile('u-1')).not.toBeNull();
    expect(takeEarlyProfile('u-1')).not.toBeNull();
    expect(takeEarlyProfile('u-1')).toBeNull();
  });

  it("asks for the admin's user (its factors), with the project's key as the auth server wants", () => {
    storeSession('u-1', 3600);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    expect(startDashboardRequests('admin')).toBe(true);
    const user = fetch.mock.calls.find(([url]) => url === '/auth/v1/user');
    expect(new Headers(user?.[1].headers).get('apikey')).toBe('sb_publishable_launchfund_local');
    const dashboard = fetch.mock.calls.find(([url]) => url === '/api/dashboards/admin');
    expect(new Headers(dashboard?.[1].headers).get('apikey')).toBeNull();
  });

  it('hands out an answer (or the profile) older than its freshness to nobody: the app asks again', () => {
    vi.useFakeTimers();
    try {
      storeSession('u-1', 3600);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status: 200 })),
      );
      expect(startDashboardRequests('creator')).toBe(true);
      vi.advanceTimersByTime(EARLY_ANSWER_FRESH_MS + 1);
      expect(peekEarlyAnswer('/api/dashboards/creator', 'u-1')).not.toBeNull();
      expect(takeEarlyAnswer('/api/dashboards/creator', 'u-1')).toBeNull();
      expect(peekEarlyAnswer('/api/dashboards/creator', 'u-1')).toBeNull();
      // The profile too: the session asks for it again.
      expect(peekEarlyProfile('u-1')).not.toBeNull();
      expect(takeEarlyProfile('u-1')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing with a token about to expire: supabase-js refreshes it first', () => {
    storeSession('u-1', 60);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(startDashboardRequests('admin')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyAnswer('/api/dashboards/admin', 'u-1')).toBeNull();
  });
});
