/**
 * Issue 12, item 2: rate-limit keys cannot be forged or dodged. Failed sign-ins count per
 * account whatever CF-Connecting-IP claims, a request without the header is limited,
 * IPv6 addresses count by their /64, and the per-address sign-in bucket counts failures
 * only (an office behind one NAT address keeps signing in).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import type { Env } from '../../../worker/env';
import { TEST_ORIGIN, createConfirmedUser, uniqueEmail } from '../helpers/auth';
import { NETWORK_LOCKED, RATE_LIMITED, SIGNIN_LOCKED, addressNo, authPost } from './auth-requests';

/** A request straight to the app with overridden vars (smaller budgets). */
async function call(
  vars: Partial<Env>,
  path: string,
  body: unknown,
  ip: string | null,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    apikey: PUBLIC_API_KEY,
    'X-Supabase-Api-Version': '2024-01-01',
  };
  if (ip !== null) headers['CF-Connecting-IP'] = ip;
  const res = await app.fetch(
    new Request(`${TEST_ORIGIN}/auth/v1/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
    { ...env, ...vars },
  );
  return { status: res.status, body: await res.json() };
}

const recover = (vars: Partial<Env>, ip: string | null) =>
  call(vars, 'recover', { email: 'nobody@example.com' }, ip);

describe('rate-limit keys', () => {
  it('forged client addresses cannot escape the per-account sign-in limit', async () => {
    const user = await createConfirmedUser();
    for (let i = 0; i < 10; i++) {
      const guess = await authPost(
        'token?grant_type=password',
        { email: user.email, password: `wrong-guess-${i}` },
        addressNo(i),
      );
      expect(guess.body.code).toBe('invalid_credentials');
    }
    // Even the right password is refused now, from yet another address.
    const right = await authPost(
      'token?grant_type=password',
      { email: user.email, password: user.password },
      addressNo(200),
    );
    expect(right).toEqual({ status: 429, body: SIGNIN_LOCKED });
  });

  it('limits requests that carry no CF-Connecting-IP', async () => {
    const vars = { AUTH_RATE_LIMIT_EMAIL: '2' };
    expect((await recover(vars, null)).status).toBe(200);
    expect((await recover(vars, null)).status).toBe(200);
    expect(await recover(vars, null)).toEqual({ status: 429, body: RATE_LIMITED });
  });

  it('counts IPv6 addresses by their /64', async () => {
    const vars = { AUTH_RATE_LIMIT_EMAIL: '2' };
    expect((await recover(vars, '2001:db8:1:2::1')).status).toBe(200);
    expect((await recover(vars, '2001:DB8:1:2:ffff::9')).status).toBe(200);
    const sameNetwork = await recover(vars, '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd');
    expect(sameNetwork).toEqual({ status: 429, body: RATE_LIMITED });
    expect((await recover(vars, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('counts only failed sign-ins against an address, so right passwords keep working', async () => {
    const vars = { AUTH_RATE_LIMIT_TOKEN: '3' };
    const office = '203.0.113.50';
    const user = await createConfirmedUser();
    const signIn = (email: string, password: string) =>
      call(vars, 'token?grant_type=password', { email, password }, office);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, user.password)).status).toBe(200);
    // Failures on three different accounts use up the address's budget…
    for (let i = 0; i < 3; i++) {
      expect((await signIn(uniqueEmail('nat'), 'wrong-password')).status).toBe(400);
    }
    // …and then the address is refused, right password or not.
    expect(await signIn(user.email, user.password)).toEqual({ status: 429, body: NETWORK_LOCKED });
  });
});
