import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/app';
import { TEST_ORIGIN } from '../helpers/auth';
import { UPSTREAM, proxyEnv, stubUpstream } from '../helpers/upstream';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('proxy mode: upstream failures', () => {
  const signIn = (bindings = proxyEnv()) =>
    app.fetch(
      new Request(`${TEST_ORIGIN}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email: 'a@example.com', password: 'password-123' }),
      }),
      bindings,
    );

  it('passes a 503 through and never retries a POST', async () => {
    const upstream = stubUpstream(() => new Response('{"message":"down"}', { status: 503 }));
    const res = await signIn();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'down' });
    expect(upstream.requests).toHaveLength(1);
  });

  it('answers 502 in GoTrue shape when the upstream refuses connections', async () => {
    const upstream = stubUpstream(() => {
      throw new TypeError('Network connection lost.');
    });
    const res = await signIn();
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_unreachable' });
    expect(upstream.requests).toHaveLength(1);
  });

  it('answers 504 request_timeout when the upstream is too slow', async () => {
    stubUpstream(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const res = await signIn({ ...proxyEnv(), AUTH_PROXY_TIMEOUT_MS: '50' });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      code: 'request_timeout',
      message: 'Processing this request timed out, please retry after a moment.',
    });
  });

  it('is off when only one of the two settings is present', async () => {
    const upstream = stubUpstream(() => new Response('{}'));
    const res = await app.fetch(new Request(`${TEST_ORIGIN}/auth/v1/settings`), {
      ...env,
      SUPABASE_URL: UPSTREAM,
    });
    expect(res.status).toBe(200);
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('proxy mode: a real refused connection', () => {
  it('answers 502 when nothing listens at the upstream address', async () => {
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/auth/v1/settings`, {
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      }),
      {
        ...proxyEnv(),
        SUPABASE_URL: 'http://127.0.0.1:9',
      },
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_unreachable' });
  });
});
