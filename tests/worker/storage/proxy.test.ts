/**
 * Proxy mode: /storage/v1 goes to the hosted project like /auth/v1, with the real key,
 * the caller's user token kept, the body streamed through (over the auth proxy's 1 MiB),
 * and 502 in storage's shape when the upstream cannot be reached.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { TEST_ORIGIN } from '../helpers/auth';
import { UPSTREAM, proxyEnv, stubUpstream } from '../helpers/upstream';

afterEach(() => {
  vi.restoreAllMocks();
});

const USER_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('proxy mode: /storage/v1', () => {
  it('forwards an upload with the real key, the user token and the whole body', async () => {
    const upstream = stubUpstream(
      () => new Response('{"Id":"1","Key":"avatars/u/a.png"}', { status: 200 }),
    );
    const body = new Uint8Array(2 * 1024 * 1024).fill(7);
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/storage/v1/object/avatars/u/a.png`, {
        method: 'POST',
        headers: {
          apikey: PUBLIC_API_KEY,
          Authorization: `Bearer ${USER_JWT}`,
          'content-type': 'image/png',
          'x-upsert': 'true',
          'CF-Connecting-IP': '203.0.113.9',
        },
        body,
      }),
      proxyEnv(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Id: '1', Key: 'avatars/u/a.png' });
    const sent = upstream.requests[0];
    expect(sent?.url).toBe(`${UPSTREAM}/storage/v1/object/avatars/u/a.png`);
    expect(sent?.headers.get('apikey')).toBe('real-anon-key');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${USER_JWT}`);
    expect(sent?.headers.get('x-upsert')).toBe('true');
    expect(sent?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sent?.body.length).toBe(body.byteLength);
  });

  it('replaces the public key used as a Bearer with the real key', async () => {
    const upstream = stubUpstream(() => new Response('[]', { status: 200 }));
    await app.fetch(
      new Request(`${TEST_ORIGIN}/storage/v1/bucket`, {
        headers: { apikey: PUBLIC_API_KEY, Authorization: `Bearer ${PUBLIC_API_KEY}` },
      }),
      proxyEnv(),
    );
    expect(upstream.requests[0]?.headers.get('authorization')).toBe('Bearer real-anon-key');
  });

  it('answers 502 in storage shape when the hosted project cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connection refused'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await app.fetch(
      new Request(`${TEST_ORIGIN}/storage/v1/object/public/avatars/u/a.png`),
      proxyEnv(),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ statusCode: '502' });
  });
});
