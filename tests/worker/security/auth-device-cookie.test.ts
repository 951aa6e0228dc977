/**
 * Issue 40: sign-in throttling that cannot be turned against the owner (OWASP's device
 * cookies). After 50 wrong passwords from a client without the account's device cookie,
 * the owner's browser with it signs in at once with the right password, the guesser's
 * fifty-first try is still refused, and the owner is mailed once, not fifty times.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { GUESSING_ALERT_SUBJECT } from '../../../worker/auth/guessing-alert';
import { TEST_ORIGIN, createConfirmedUser } from '../helpers/auth';
import { SIGNIN_LOCKED } from './auth-requests';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  setCookie: string | null;
}

async function signIn(
  email: string,
  password: string,
  options: { ip: string; cookie?: string; origin?: string } = { ip: '203.0.113.50' },
): Promise<Answer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    apikey: PUBLIC_API_KEY,
    'X-Supabase-Api-Version': '2024-01-01',
    'CF-Connecting-IP': options.ip,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  const res = await SELF.fetch(
    `${options.origin ?? TEST_ORIGIN}/auth/v1/token?grant_type=password`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    },
  );
  return { status: res.status, body: await res.json(), setCookie: res.headers.get('Set-Cookie') };
}

/** The `name=value` pair of a Set-Cookie header. */
function cookiePair(setCookie: string | null): string {
  const pair = setCookie?.split(';')[0];
  if (!pair) throw new Error('no device cookie was set');
  return pair;
}

async function alertsTo(email: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM auth_outbox WHERE to_email = ? AND kind = 'signin_guessing'",
  )
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('device cookies against sign-in lockout', () => {
  it('keep the owner signing in after 50 guesses elsewhere; the 51st guess is refused', async () => {
    const owner = await createConfirmedUser();
    const first = await signIn(owner.email, owner.password, { ip: '192.0.2.10' });
    expect(first.status).toBe(200);
    const device = cookiePair(first.setCookie);
    expect(device).toMatch(/^lf_device_[A-Za-z0-9]{16}=/);
    expect(device).not.toContain(owner.email);
    const flags = (first.setCookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(flags).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/']),
    );

    const guesses: number[] = [];
    for (let i = 0; i < 50; i++) {
      guesses.push((await signIn(owner.email, `wrong-guess-${i}`, { ip: '198.51.100.66' })).status);
    }
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(guesses.slice(10)).toEqual(Array(40).fill(429));

    // The owner's browser, on its own network: in at once.
    const back = await signIn(owner.email, owner.password, { ip: '192.0.2.10', cookie: device });
    expect(back.status).toBe(200);
    expect(typeof back.body.access_token).toBe('string');
    // The same browser's budget is its own: its nonce is kept on renewal.
    expect(cookiePair(back.setCookie).split('.')[0]).toBe(device.split('.')[0]);

    // The guesser's 51st try is refused, even with the right password.
    const fiftyFirst = await signIn(owner.email, owner.password, { ip: '198.51.100.66' });
    expect(fiftyFirst).toMatchObject({ status: 429, body: SIGNIN_LOCKED, setCookie: null });

    // One warning for the whole window, not one per guess.
    expect(await alertsTo(owner.email)).toBe(1);
    const mail = await env.DB.prepare(
      "SELECT subject, body FROM auth_outbox WHERE to_email = ? AND kind = 'signin_guessing'",
    )
      .bind(owner.email)
      .first<{ subject: string; body: string }>();
    expect(mail?.subject).toBe(GUESSING_ALERT_SUBJECT);
    expect(mail?.body).toContain('A browser where you signed in before is not affected');
  });

  it('trusts no forged, altered or other account’s cookie', async () => {
    const owner = await createConfirmedUser();
    const other = await createConfirmedUser();
    const mine = cookiePair(
      (await signIn(owner.email, owner.password, { ip: '192.0.2.11' })).setCookie,
    );
    const theirs = cookiePair(
      (await signIn(other.email, other.password, { ip: '192.0.2.12' })).setCookie,
    );
    for (let i = 0; i < 10; i++) {
      expect((await signIn(owner.email, `nope-${i}`, { ip: '198.51.100.67' })).status).toBe(400);
    }
    const [name = '', value = ''] = mine.split('=');
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'AB' : 'AA'}`;
    const otherAccount = `${name}=${theirs.split('=')[1] ?? ''}`;
    for (const cookie of [altered, otherAccount, `${name}=forged.1.x`]) {
      const res = await signIn(owner.email, owner.password, { ip: '192.0.2.11', cookie });
      expect(res.status).toBe(429);
    }
    expect(
      (await signIn(owner.email, owner.password, { ip: '192.0.2.11', cookie: mine })).status,
    ).toBe(200);
  });

  it('lock only the browser itself after its own 10 failures', async () => {
    const owner = await createConfirmedUser();
    const device = cookiePair(
      (await signIn(owner.email, owner.password, { ip: '192.0.2.13' })).setCookie,
    );
    for (let i = 0; i < 10; i++) {
      const res = await signIn(owner.email, `typo-${i}`, { ip: '192.0.2.13', cookie: device });
      expect(res.status).toBe(400);
    }
    const locked = await signIn(owner.email, owner.password, { ip: '192.0.2.13', cookie: device });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/from this browser/);
    // Unknown clients have their own budget, untouched: no alert, and a sign-in works.
    expect(await alertsTo(owner.email)).toBe(0);
    expect((await signIn(owner.email, owner.password, { ip: '192.0.2.14' })).status).toBe(200);
  });

  it('is not Secure on a loopback host (plain-http local development)', async () => {
    const owner = await createConfirmedUser();
    const res = await signIn(owner.email, owner.password, {
      ip: '127.0.0.1',
      origin: 'http://localhost:8714',
    });
    expect(res.status).toBe(200);
    expect(res.setCookie?.toLowerCase()).not.toContain('secure');
    expect(res.setCookie?.toLowerCase()).toContain('httponly');
  });
});
