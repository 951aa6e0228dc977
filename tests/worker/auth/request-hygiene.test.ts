import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../helpers/auth';

function post(path: string, body: BodyInit, contentType = 'application/json') {
  return SELF.fetch(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Supabase-Api-Version': '2024-01-01' },
    body,
  });
}

const AUTH_PATHS = [
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/recover',
  '/auth/v1/resend',
  '/auth/v1/verify',
];

describe('bad request bodies get 4xx, never 5xx', () => {
  it.each(AUTH_PATHS)('%s: malformed JSON is 400 bad_json', async (path) => {
    const res = await post(path, '{"email": "a@b.c",');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
  });

  it.each(AUTH_PATHS)('%s: wrong content type, arrays and scalars are 4xx', async (path) => {
    for (const res of [
      await post(path, 'email=a%40b.c&password=x', 'application/x-www-form-urlencoded'),
      await post(path, 'hello', 'text/plain'),
      await post(path, '[1,2,3]'),
      await post(path, '"just a string"'),
      await post(path, 'null'),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const res = await post('/auth/v1/signup', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'request_entity_too_large' });
    const rest = await SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(rest.status).toBe(413);
  });

  it('refuses deeply nested bodies with 400', async () => {
    const deep = `{"email":"a@b.co","password":"x","data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const res = await post('/auth/v1/signup', deep);
    expect(res.status).toBe(400);
    const arrays = await post(
      '/auth/v1/token?grant_type=password',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    );
    expect(arrays.status).toBe(400);
  });

  it('refuses mistyped fields with bad_json', async () => {
    const res = await post(
      '/auth/v1/signup',
      JSON.stringify({ email: ['a@b.co'], password: 12345678 }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
  });
});
