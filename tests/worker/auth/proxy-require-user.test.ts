import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import type { CallerEnv } from '../../../worker/middleware/require-user';
import { requireUser } from '../../../worker/middleware/require-user';
import { TEST_ORIGIN } from '../helpers/auth';
import { UPSTREAM, proxyEnv, stubUpstream } from '../helpers/upstream';

afterEach(() => {
  vi.restoreAllMocks();
});

const USER_ID = '6f1c2d9e-1111-4222-8333-444455556666';
// An HS256 token of the hosted project: the worker cannot check it locally.
const HOSTED_TOKEN = await sign(
  { sub: USER_ID, exp: Math.floor(Date.now() / 1000) + 600 },
  'hosted-project-secret',
);
const api = new Hono<CallerEnv>().get('/api/me', requireUser({ roles: ['creator'] }), (c) =>
  c.json(c.get('caller')),
);

function hostedProject(options: { jwks?: unknown; role?: string } = {}) {
  return stubUpstream((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/auth/v1/.well-known/jwks.json')
      return Response.json(options.jwks ?? { keys: [] });
    if (url.pathname === '/auth/v1/user') {
      return request.headers.get('authorization') === `Bearer ${HOSTED_TOKEN}`
        ? Response.json({ id: USER_ID, email: 'hosted@example.com' })
        : Response.json({ code: 'bad_jwt', message: 'invalid JWT' }, { status: 403 });
    }
    if (url.pathname === '/rest/v1/profiles')
      return Response.json({ full_name: 'Hosted Creator', role: options.role ?? 'creator' });
    return new Response('not found', { status: 404 });
  });
}

describe('requireUser in proxy mode', () => {
  it("verifies HS256 tokens with the project's /auth/v1/user and reads the hosted profile", async () => {
    const upstream = hostedProject();
    const res = await api.fetch(
      new Request(`${TEST_ORIGIN}/api/me`, {
        headers: { Authorization: `Bearer ${HOSTED_TOKEN}` },
      }),
      proxyEnv(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: USER_ID,
      email: 'hosted@example.com',
      name: 'Hosted Creator',
      role: 'creator',
      aal: 'aal1',
      mfaEnrolled: false,
    });
    const profileCall = upstream.requests.find((r) => r.url.includes('/rest/v1/profiles'));
    expect(profileCall?.headers.get('authorization')).toBe(`Bearer ${HOSTED_TOKEN}`);
    expect(profileCall?.headers.get('apikey')).toBe('real-anon-key');
  });

  it('refuses tokens the project rejects, and wrong roles', async () => {
    hostedProject({ role: 'investor' });
    const bad = await api.fetch(
      new Request(`${TEST_ORIGIN}/api/me`, { headers: { Authorization: 'Bearer bad.token.sig' } }),
      proxyEnv(),
    );
    expect(bad.status).toBe(401);
    const wrongRole = await api.fetch(
      new Request(`${TEST_ORIGIN}/api/me`, {
        headers: { Authorization: `Bearer ${HOSTED_TOKEN}` },
      }),
      proxyEnv(),
    );
    expect(wrongRole.status).toBe(403);
  });

  it('verifies ES256 tokens against the cached JWKS without calling /user', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const privateJwk = {
      ...((await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey),
      kid: 'key-1',
      alg: 'ES256',
    };
    const publicJwk = {
      ...((await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey),
      kid: 'key-1',
      alg: 'ES256',
      use: 'sig',
    };
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(
      {
        sub: USER_ID,
        email: 'es@example.com',
        aud: 'authenticated',
        role: 'authenticated',
        iat: now,
        exp: now + 600,
      },
      privateJwk,
      'ES256',
    );
    const upstream = hostedProject({ jwks: { keys: [publicJwk] } });
    const res = await api.fetch(
      new Request(`${TEST_ORIGIN}/api/me`, { headers: { Authorization: `Bearer ${token}` } }),
      { ...proxyEnv(), SUPABASE_URL: `${UPSTREAM}/es` },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: USER_ID,
      email: 'es@example.com',
      role: 'creator',
    });
    expect(upstream.requests.some((r) => r.url.endsWith('/auth/v1/user'))).toBe(false);
  });
});

describe('supabase-js through the proxy', () => {
  it('signs in against the stand-in project', async () => {
    const session = {
      access_token: 'a.b.c',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 9999999999,
      refresh_token: 'abcdefghijkl',
      user: { id: USER_ID, aud: 'authenticated', email: 'p@example.com' },
    };
    const upstream = stubUpstream(() => Response.json(session));
    const bindings = proxyEnv();
    const supabase = createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
      global: {
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), bindings)),
      },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { data, error } = await supabase.auth.signInWithPassword({
      email: 'p@example.com',
      password: 'password-123',
    });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBe('abcdefghijkl');
    expect(upstream.requests[0]?.url).toBe(`${UPSTREAM}/auth/v1/token?grant_type=password`);
    expect(upstream.requests[0]?.headers.get('apikey')).toBe('real-anon-key');
  });
});
