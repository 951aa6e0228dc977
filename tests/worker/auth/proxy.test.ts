import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { TEST_ORIGIN } from '../helpers/auth';
import { UPSTREAM, proxyEnv, stubUpstream } from '../helpers/upstream';

afterEach(() => {
  vi.restoreAllMocks();
});

const FAKE_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('proxy mode: forwarding', () => {
  it('forwards auth calls with the real key, the caller IP and without hop-by-hop headers or cookies', async () => {
    const upstream = stubUpstream(
      () =>
        new Response('{"id":"u1"}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'X-Upstream': 'yes',
            'X-Supabase-Api-Version': '2024-01-01',
          },
        }),
    );
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/auth/v1/user?x=1`, {
        headers: {
          apikey: PUBLIC_API_KEY,
          Authorization: `Bearer ${FAKE_JWT}`,
          'CF-Connecting-IP': '203.0.113.9',
          Connection: 'keep-alive, X-Private-Hop',
          'X-Private-Hop': 'secret',
          'Keep-Alive': 'timeout=5',
          'Proxy-Authorization': 'Basic abc',
          'X-Client-Info': 'supabase-js/2.119.0',
          Cookie: 'sb-launchfund-auth-token=base64-abc',
        },
      }),
      proxyEnv(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'u1' });
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const [sent] = upstream.requests;
    expect(sent?.url).toBe(`${UPSTREAM}/auth/v1/user?x=1`);
    expect(sent?.headers.get('apikey')).toBe('real-anon-key');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${FAKE_JWT}`);
    expect(sent?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sent?.headers.get('x-client-info')).toBe('supabase-js/2.119.0');
    for (const hop of [
      'connection',
      'keep-alive',
      'x-private-hop',
      'proxy-authorization',
      'cf-connecting-ip',
      'cookie',
    ]) {
      expect(sent?.headers.has(hop)).toBe(false);
    }
  });

  it("keeps the upstream answer's hop-by-hop and platform headers from the browser, and every cookie", async () => {
    stubUpstream(
      () =>
        new Response('{}', {
          status: 200,
          headers: [
            ['Content-Type', 'application/json'],
            ['Connection', 'X-Upstream-Hop'],
            ['X-Upstream-Hop', 'internal'],
            ['Keep-Alive', 'timeout=5'],
            ['CF-Ray', '8f00000000000000-AMS'],
            ['X-Request-Id', 'r-1'],
            ['Set-Cookie', 'a=1; Path=/'],
            ['Set-Cookie', 'b=2; Path=/'],
          ],
        }),
    );
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/auth/v1/user`, { headers: { apikey: PUBLIC_API_KEY } }),
      proxyEnv(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('r-1');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    for (const hop of ['x-upstream-hop', 'keep-alive', 'cf-ray']) {
      expect(res.headers.has(hop)).toBe(false);
    }
  });

  it('passes bodies through byte for byte and swaps the public key for the real one', async () => {
    const upstream = stubUpstream(() => new Response(null, { status: 204 }));
    const body = JSON.stringify({
      email: 'ü@example.com',
      password: 'pässword-123',
      gotrue_meta_security: {},
    });
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: PUBLIC_API_KEY,
          Authorization: `Bearer ${PUBLIC_API_KEY}`,
          'Content-Type': 'application/json;charset=UTF-8',
        },
        body,
      }),
      proxyEnv(),
    );
    expect(res.status).toBe(204);
    const [sent] = upstream.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toBe(body);
    expect(sent?.headers.get('authorization')).toBe('Bearer real-anon-key');
    expect(sent?.headers.get('content-type')).toBe('application/json;charset=UTF-8');
  });

  it('forwards /rest/v1 too', async () => {
    const upstream = stubUpstream(
      () =>
        new Response('{"role":"investor"}', {
          headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
        }),
    );
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/rest/v1/profiles?select=role&id=eq.abc`, {
        headers: { Accept: 'application/vnd.pgrst.object+json' },
      }),
      proxyEnv(),
    );
    expect(await res.json()).toEqual({ role: 'investor' });
    expect(upstream.requests[0]?.url).toBe(`${UPSTREAM}/rest/v1/profiles?select=role&id=eq.abc`);
    expect(upstream.requests[0]?.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
  });
});

describe('proxy mode: redirects', () => {
  it('hands upstream redirects to the browser instead of following them', async () => {
    const upstream = stubUpstream(
      () => new Response(null, { status: 303, headers: { Location: `${TEST_ORIGIN}/?code=abc` } }),
    );
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/auth/v1/verify?token=pkce_x&type=signup`),
      proxyEnv(),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${TEST_ORIGIN}/?code=abc`);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe('proxy mode: refusals before forwarding', () => {
  it('applies the sign-up role check', async () => {
    const upstream = stubUpstream(() => new Response('{}'));
    const signUp = (data: unknown) =>
      app.fetch(
        new Request(`${TEST_ORIGIN}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
          body: JSON.stringify({ email: 'm@example.com', password: 'password-123', data }),
        }),
        proxyEnv(),
      );
    const refused = await signUp({ role: 'admin' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      code: 'validation_failed',
      message: 'data.role must be "investor" or "creator"',
    });
    expect((await signUp({ full_name: 'x'.repeat(121) })).status).toBe(422);
    expect(upstream.requests).toHaveLength(0);
    // Other keys are user metadata, as hosted Supabase keeps them.
    expect((await signUp({ full_name: 'Fine', role: 'creator', plan: 'pro' })).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const upstream = stubUpstream(() => new Response('{}'));
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: 'x'.repeat(1024 * 1024 + 1),
      }),
      proxyEnv(),
    );
    expect(res.status).toBe(413);
    expect(upstream.requests).toHaveLength(0);
  });
});
