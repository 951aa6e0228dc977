import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardHomeRole,
  startDashboardRequests,
  takeEarlyDashboard,
} from '../../../web/features/dashboard/early-dashboard';
import { takeEarlyProfile } from '../../../web/lib/early-session';

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

  it('asks for the profile and the dashboard with the stored token, and hands each out once to that user', async () => {
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
    ]);
    for (const [, init] of fetch.mock.calls)
      expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);

    expect(takeEarlyDashboard('/api/dashboards/investor', 'u-2')).toBeNull();
    expect(takeEarlyDashboard('/api/dashboards/creator', 'u-1')).toBeNull();
    await expect(takeEarlyDashboard('/api/dashboards/investor', 'u-1')).resolves.toEqual({
      status: 200,
      body: { ok: 1 },
    });
    expect(takeEarlyDashboard('/api/dashboards/investor', 'u-1')).toBeNull();
    expect(takeEarlyProfile('u-2')).toBeNull();
    expect(takeEarlyProfile('u-1')).not.toBeNull();
    expect(takeEarlyProfile('u-1')).toBeNull();
  });

  it('sends nothing with a token about to expire: supabase-js refreshes it first', () => {
    storeSession('u-1', 60);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(startDashboardRequests('admin')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyDashboard('/api/dashboards/admin', 'u-1')).toBeNull();
  });
});
