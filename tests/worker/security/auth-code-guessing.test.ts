/**
 * Issue 12, item 1: emailed six-digit codes (recovery, magic link, sign-up, email change)
 * cannot be guessed. A code burns after 5 wrong guesses, failures count per account
 * whatever address they come from, a code lives 1 hour, and a link token cannot be
 * computed from the email and a guessed code (where failures could not be counted).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  createConfirmedUser,
  openLink,
  testClient,
  uniqueEmail,
} from '../helpers/auth';
import {
  RATE_LIMITED,
  WRONG_CODE,
  addressNo,
  authPost,
  latestCode,
  wrongCode,
} from './auth-requests';

afterEach(() => {
  vi.useRealTimers();
});

type CodeType = 'recovery' | 'magiclink' | 'signup' | 'email_change';

/** Gets a code of `type` mailed, and answers the address it went to and the code. */
async function mailedCode(type: CodeType): Promise<{ email: string; code: string }> {
  if (type === 'signup') {
    const email = uniqueEmail('guess-signup');
    await testClient().auth.signUp({ email, password: TEST_PASSWORD });
    return { email, code: await latestCode(email) };
  }
  const user = await createConfirmedUser();
  const supabase = testClient();
  if (type === 'email_change') {
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const email = uniqueEmail('guess-new-address');
    await supabase.auth.updateUser({ email });
    return { email, code: await latestCode(email) };
  }
  await supabase.auth.resetPasswordForEmail(user.email);
  return { email: user.email, code: await latestCode(user.email) };
}

describe('guessing emailed codes', () => {
  it.each<CodeType>(['recovery', 'magiclink', 'signup', 'email_change'])(
    '%s: after 5 wrong guesses, even the right code is refused',
    async (type) => {
      const { email, code } = await mailedCode(type);
      for (let i = 0; i < 5; i++) {
        // Every guess from another address: the code's own count does not care.
        const guess = await authPost(
          'verify',
          { type, email, token: wrongCode(code, i) },
          addressNo(i),
        );
        expect(guess).toEqual({ status: 403, body: WRONG_CODE });
      }
      const right = await authPost('verify', { type, email, token: code }, addressNo(99));
      expect(right).toEqual({ status: 403, body: WRONG_CODE });
    },
  );

  it('limits failed codes per account, across codes and client addresses', async () => {
    const user = await createConfirmedUser();
    await testClient().auth.resetPasswordForEmail(user.email);
    const code = await latestCode(user.email);
    for (let i = 0; i < 10; i++) {
      const guess = await authPost(
        'verify',
        { type: 'recovery', email: user.email, token: wrongCode(code, i) },
        addressNo(i),
      );
      expect(guess.status).toBe(403);
    }
    const limited = await authPost(
      'verify',
      { type: 'recovery', email: user.email, token: wrongCode(code, 50) },
      addressNo(50),
    );
    expect(limited).toEqual({ status: 429, body: RATE_LIMITED });
  });

  it('limits an unknown email exactly like a real one', async () => {
    const email = uniqueEmail('guess-nobody');
    for (let i = 0; i < 10; i++) {
      const guess = await authPost(
        'verify',
        { type: 'recovery', email, token: '123456' },
        addressNo(i),
      );
      expect(guess).toEqual({ status: 403, body: WRONG_CODE });
    }
    const limited = await authPost(
      'verify',
      { type: 'recovery', email, token: '123456' },
      addressNo(77),
    );
    expect(limited).toEqual({ status: 429, body: RATE_LIMITED });
  });

  it.each<CodeType>(['recovery', 'magiclink'])(
    '%s: a link token cannot be computed from the email and a guessed code',
    async (type) => {
      const { email, code } = await mailedCode(type);
      // What an unkeyed token would be for the right code: a guesser could try all million.
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email + code));
      const derived = Array.from(new Uint8Array(digest), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
      const answer = await authPost('verify', { type, token_hash: derived });
      expect(answer).toEqual({ status: 403, body: WRONG_CODE });
      const link = await openLink(`${TEST_ORIGIN}/auth/v1/verify?type=${type}&token=${derived}`);
      expect(new URLSearchParams(link.hash.slice(1)).get('error_code')).toBe('otp_expired');
    },
  );

  it('refuses a recovery code older than 1 hour', async () => {
    const { email, code } = await mailedCode('recovery');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601 * 1000);
    const late = await authPost('verify', { type: 'recovery', email, token: code });
    expect(late).toEqual({ status: 403, body: WRONG_CODE });
  });
});
