import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import { TEST_ORIGIN } from '../helpers/auth';

function recover(ip: string | null) {
  return SELF.fetch(`${TEST_ORIGIN}/auth/v1/recover`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(ip ? { 'CF-Connecting-IP': ip } : {}),
    },
    body: JSON.stringify({ email: 'nobody@example.com' }),
  });
}

describe('per-IP rate limits', () => {
  it('allows 30 mail-sending calls per 5 minutes per IP, then 429', async () => {
    for (let i = 0; i < 30; i++) expect((await recover('203.0.113.7')).status).toBe(200);
    const limited = await recover('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // Another address has its own budget.
    expect((await recover('203.0.113.8')).status).toBe(200);
  });

  it('limits token grants with a configurable budget', async () => {
    const limitedEnv = { ...env, AUTH_RATE_LIMIT_TOKEN: '3' };
    const grant = () =>
      app.fetch(
        new Request(`${TEST_ORIGIN}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Supabase-Api-Version': '2024-01-01',
            'CF-Connecting-IP': '198.51.100.1',
          },
          body: JSON.stringify({ refresh_token: 'abcdefghijkl' }),
        }),
        limitedEnv,
      );
    for (let i = 0; i < 3; i++) expect((await grant()).status).toBe(400);
    const res = await grant();
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });
});
