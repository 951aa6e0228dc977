import { env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { hotp, timeStep, totpCode } from '../../../worker/auth/totp';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  createConfirmedUser,
  latestMailTo,
  outbox,
  testClient,
  uniqueEmail,
} from '../helpers/auth';

let addresses = 0;

/** A supabase-js client against the worker with extra vars, from an address of its own. */
function clientWith(vars: Record<string, string>) {
  const workerEnv = { ...env, ...vars };
  addresses += 1;
  return createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: {
      headers: { 'CF-Connecting-IP': `198.51.100.${addresses}` },
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), workerEnv)),
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function codeIn(body: string): string {
  return /code: (\d{6})/.exec(body)?.[1] ?? '';
}

describe('emailed sign-in codes keep the code limits', () => {
  it('a magic-link code burns after 5 wrong guesses', async () => {
    const user = await createConfirmedUser();
    const client = testClient();
    await client.auth.signInWithOtp({ email: user.email });
    const code = codeIn((await latestMailTo(user.email)).body);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const { error } = await client.auth.verifyOtp({
        email: user.email,
        token: wrong,
        type: 'magiclink',
      });
      expect(error?.code).toBe('otp_expired');
    }
    const right = await client.auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
    expect(right.data.session).toBeNull();
  });

  it('/otp counts against the per-address mail budget', async () => {
    const client = clientWith({ AUTH_RATE_LIMIT_EMAIL: '2' });
    for (let i = 0; i < 2; i++) {
      expect(
        (await client.auth.signInWithOtp({ email: uniqueEmail('otp-limit') })).error,
      ).toBeNull();
    }
    const over = await client.auth.signInWithOtp({ email: uniqueEmail('otp-limit') });
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('autoconfirm sign-ups send no mail and spend no mail budget', () => {
  it('sign-ups beyond the mail limit succeed and the budget stays for real mail', async () => {
    const client = clientWith({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMIT_EMAIL: '2' });
    const emails = [uniqueEmail('auto-a'), uniqueEmail('auto-b'), uniqueEmail('auto-c')];
    for (const email of emails) {
      const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
    }
    const mailed = (await outbox()).filter((message) => emails.includes(message.to));
    expect(mailed).toEqual([]);
    expect((await client.auth.resetPasswordForEmail(emails[0] ?? '')).error).toBeNull();
  });
});

describe('two-factor codes', () => {
  it('wrong codes per user are limited across challenges', async () => {
    const user = await createConfirmedUser();
    const client = testClient();
    await client.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data?.id ?? '';
    const secret = data?.totp.secret ?? '';
    const step = timeStep(new Date());
    const valid = await Promise.all([-1, 0, 1, 2].map((offset) => hotp(secret, step + offset)));
    let wrong = 100000;
    while (valid.includes(String(wrong))) wrong += 1;
    for (let i = 0; i < 10; i++) {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: String(wrong) });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const limited = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: await totpCode(secret, new Date()),
    });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
