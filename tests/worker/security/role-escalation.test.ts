/**
 * Nobody becomes an admin from the client: not through sign-up data, not by writing
 * their profile, not through the user-update endpoint, not in proxy mode. After every
 * attempt the profile still holds the original role and admin routes still say 403.
 */
import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/app';
import {
  bearer,
  signIn,
  signedInUser,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
} from '../helpers/auth';
import { accessOf } from './access-policy';
import { rowCounts } from './db-snapshot';
import { apiRoutes, urlFor } from './route-inventory';
import { clientHeaders, send } from './wire';

const ADMIN_SPELLINGS: unknown[] = [
  'admin',
  'Admin',
  'ADMIN',
  ' admin',
  'admin ',
  'admin\u0000',
  'аdmin', // Cyrillic а
  ['admin'],
  { role: 'admin' },
  'service_role',
  'supabase_admin',
  'authenticated',
];

async function profileRole(userId: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT role FROM profiles WHERE id = ?')
    .bind(userId)
    .first<{ role: string }>();
  return row?.role ?? null;
}

async function adminRouteStatus(accessToken: string): Promise<number> {
  const res = await SELF.fetch(`${TEST_ORIGIN}/api/admin/reviews`, {
    headers: bearer(accessToken),
  });
  await res.arrayBuffer();
  return res.status;
}

function signupBody(email: string, extra: Record<string, unknown>) {
  return JSON.stringify({ email, password: TEST_PASSWORD, gotrue_meta_security: {}, ...extra });
}

describe('sign-up data', () => {
  it.each(ADMIN_SPELLINGS.map((role) => ({ role, name: JSON.stringify(role) })))(
    'refuses role $name with a 4xx and creates no user',
    async ({ role }) => {
      const before = await rowCounts();
      const email = uniqueEmail('escalate');
      const res = await send('POST', `${TEST_ORIGIN}/auth/v1/signup`, {
        headers: clientHeaders(),
        body: signupBody(email, { data: { full_name: 'Mallory', role } }),
        contentType: 'application/json',
      });
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('ignores role claims outside `data` (top level, app_metadata): the profile is the chosen role', async () => {
    const email = uniqueEmail('escalate');
    const res = await send('POST', `${TEST_ORIGIN}/auth/v1/signup`, {
      headers: clientHeaders(),
      body: signupBody(email, {
        data: { full_name: 'Mallory', role: 'investor' },
        role: 'admin',
        app_metadata: { role: 'admin', provider: 'email' },
        user_metadata: { role: 'admin' },
      }),
      contentType: 'application/json',
    });
    expect(res.status).toBeLessThan(500);
    const user = await env.DB.prepare('SELECT id FROM auth_users WHERE email = ?')
      .bind(email)
      .first<{ id: string }>();
    if (user) expect(await profileRole(user.id)).toBe('investor');
  });
});

describe('after sign-up, as a signed-in investor', () => {
  let me: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    me = await signedInUser({ role: 'investor' });
    other = await signedInUser({ role: 'creator' });
  });

  it.each([
    { name: 'role', body: { role: 'admin' } },
    { name: 'role with a harmless field', body: { full_name: 'Still Me', role: 'admin' } },
    { name: 'the id (row hijack)', body: { id: 'a0000000-0000-4000-8000-000000000001' } },
  ])('PATCH /rest/v1/profiles of my own row with $name is refused', async ({ body }) => {
    const res = await send('PATCH', `${TEST_ORIGIN}/rest/v1/profiles?id=eq.${me.userId}`, {
      headers: clientHeaders(`Bearer ${me.accessToken}`),
      body: JSON.stringify(body),
      contentType: 'application/json',
    });
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(await profileRole(me.userId)).toBe('investor');
  });

  it('PATCH /rest/v1/profiles with no filter, or another user’s id, changes no other row', async () => {
    for (const query of [
      '',
      `?id=eq.${other.userId}`,
      `?role=eq.creator`,
      `?or=(id.eq.${other.userId})`,
    ]) {
      const res = await send('PATCH', `${TEST_ORIGIN}/rest/v1/profiles${query}`, {
        headers: clientHeaders(`Bearer ${me.accessToken}`),
        body: JSON.stringify({ full_name: 'Hijacked' }),
        contentType: 'application/json',
      });
      expect(res.status, query).toBeLessThan(500);
    }
    const row = await env.DB.prepare('SELECT full_name, role FROM profiles WHERE id = ?')
      .bind(other.userId)
      .first<{ full_name: string; role: string }>();
    expect(row).toEqual({ full_name: 'Test User', role: 'creator' });
  });

  it('POST /rest/v1/profiles (an upsert of my own row as admin) is refused', async () => {
    const res = await send('POST', `${TEST_ORIGIN}/rest/v1/profiles`, {
      headers: new Headers([
        ...clientHeaders(`Bearer ${me.accessToken}`),
        ['prefer', 'resolution=merge-duplicates'],
      ]),
      body: JSON.stringify({ id: me.userId, role: 'admin', full_name: 'Me' }),
      contentType: 'application/json',
    });
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(await profileRole(me.userId)).toBe('investor');
  });

  it.each([
    { name: 'data.role', body: { data: { role: 'admin' } } },
    { name: 'app_metadata.role', body: { app_metadata: { role: 'admin' } } },
    { name: 'the JWT role claim', body: { role: 'service_role' } },
  ])('PUT /auth/v1/user with $name never makes an admin', async ({ body }) => {
    const res = await send('PUT', `${TEST_ORIGIN}/auth/v1/user`, {
      headers: clientHeaders(`Bearer ${me.accessToken}`),
      body: JSON.stringify(body),
      contentType: 'application/json',
    });
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.text).not.toMatch(/"app_metadata":\{[^}]*"role":"admin"/);
    expect(await profileRole(me.userId)).toBe('investor');
    const fresh = await signIn(me.email);
    expect(await adminRouteStatus(fresh.accessToken)).toBe(403);
    const dashboard = await SELF.fetch(`${TEST_ORIGIN}/api/dashboards/admin`, {
      headers: bearer(fresh.accessToken),
    });
    await dashboard.arrayBuffer();
    expect(dashboard.status).toBe(403);
  });

  // Last in this block, so it runs after every attempt above: read off the route table,
  // so an admin route added later (admin offerings, contact messages, users) is covered.
  it('after every attempt, each admin route of the route table and the admin users API still say 403', async () => {
    const fresh = await signIn(me.email);
    const adminRoutes = apiRoutes().filter((r) => {
      const access = accessOf(r);
      return access.kind === 'role' && access.role === 'admin';
    });
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const before = await rowCounts();
    const answers: string[] = [];
    for (const route of [...adminRoutes, { method: 'GET', path: '/auth/v1/admin/users' }]) {
      const res = await send(route.method, urlFor(route), {
        headers: clientHeaders(`Bearer ${fresh.accessToken}`),
        body: route.method === 'GET' ? undefined : '{}',
        contentType: 'application/json',
      });
      if (res.status !== 403) answers.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(answers).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('proxy mode', () => {
  const proxyEnv = {
    ...env,
    SUPABASE_URL: 'https://upstream.example',
    SUPABASE_ANON_KEY: 'upstream-anon-key',
    AUTH_PROXY_TIMEOUT_MS: '150',
  };

  async function viaProxy(path: string, init: RequestInit): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${TEST_ORIGIN}${path}`, init), proxyEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(ADMIN_SPELLINGS.map((role) => ({ role, name: JSON.stringify(role) })))(
    'refuses sign-up role $name before anything reaches the hosted project',
    async ({ role }) => {
      const upstream = vi.spyOn(globalThis, 'fetch');
      const res = await viaProxy('/auth/v1/signup', {
        method: 'POST',
        headers: clientHeaders(),
        body: signupBody(uniqueEmail('proxy'), { data: { full_name: 'Mallory', role } }),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(upstream).not.toHaveBeenCalled();
    },
  );

  it('forwards an investor sign-up with the real key and never the browser’s', async () => {
    const upstream = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"id":"u1"}', { status: 200 }));
    const res = await viaProxy('/auth/v1/signup', {
      method: 'POST',
      headers: clientHeaders(),
      body: signupBody(uniqueEmail('proxy'), { data: { full_name: 'Ivy', role: 'investor' } }),
    });
    expect(res.status).toBe(200);
    const [, init] = upstream.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('apikey')).toBe('upstream-anon-key');
  });

  it('answers a clear 502 while the hosted project is unreachable, and recovers when it is back', async () => {
    const upstream = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(new TypeError('connect ECONNREFUSED'));
    const down = await viaProxy('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({
      message: expect.stringMatching(/could not be reached/i),
    });
    expect(upstream).toHaveBeenCalledTimes(1); // a sign-in is never retried by the worker
    upstream.mockResolvedValue(new Response('{"access_token":"x"}', { status: 200 }));
    const back = await viaProxy('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(back.status).toBe(200);
  });

  it('answers 504 when the hosted project is too slow, without retrying', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const res = await viaProxy('/auth/v1/signup', {
      method: 'POST',
      headers: clientHeaders(),
      body: signupBody(uniqueEmail('proxy'), { data: { full_name: 'Ivy', role: 'creator' } }),
    });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/timed out/i) });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('passes a 503 from the hosted project through as a 503 the client retries', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"code":503,"msg":"Service Unavailable"}', { status: 503 }),
    );
    const res = await viaProxy('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: clientHeaders(),
      body: JSON.stringify({ refresh_token: 'abcdefghijkl' }),
    });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Service Unavailable');
  });
});
