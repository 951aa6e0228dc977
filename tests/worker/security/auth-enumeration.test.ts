/**
 * Issue 12, item 4: /recover, /resend and /signup answer the same for an email with an
 * account as for one without: no 429 `over_email_send_rate_limit` that only real
 * accounts get (the mail is skipped silently), and sign-up hashes the password for an
 * existing confirmed account too.
 */
import { describe, expect, it, vi } from 'vitest';
import * as password from '../../../worker/auth/password';
import { TEST_PASSWORD, createConfirmedUser, outbox, uniqueEmail } from '../helpers/auth';
import type { AuthAnswer } from './auth-requests';
import { authPost } from './auth-requests';

/** Status and body with ids and timestamps blanked, for comparing two accounts' answers. */
function shape(answer: AuthAnswer): unknown {
  return JSON.parse(
    JSON.stringify(answer).replace(
      /"(id|sub|email|user_id|identity_id|created_at|updated_at|confirmation_sent_at|last_sign_in_at)":"[^"]*"/g,
      '"$1":"…"',
    ),
  );
}

const mailsTo = async (email: string) => (await outbox()).filter((m) => m.to === email).length;

describe('telling which emails have accounts', () => {
  it('a second /recover within the minute answers like an unknown email, and sends nothing', async () => {
    const user = await createConfirmedUser();
    const unknown = uniqueEmail('nobody');
    expect(await authPost('recover', { email: user.email })).toEqual({ status: 200, body: {} });
    const sent = await mailsTo(user.email);
    const real = await authPost('recover', { email: user.email });
    expect(real).toEqual(await authPost('recover', { email: unknown }));
    expect(real).toEqual({ status: 200, body: {} });
    expect(await mailsTo(user.email)).toBe(sent);
  });

  it('/resend for a just-signed-up email answers like an unknown email', async () => {
    const email = uniqueEmail('pending');
    await authPost('signup', { email, password: TEST_PASSWORD });
    const real = await authPost('resend', { type: 'signup', email });
    expect(real).toEqual(await authPost('resend', { type: 'signup', email: uniqueEmail('x') }));
    expect(real).toEqual({ status: 200, body: {} });
  });

  it('signing up twice within the minute answers like a first sign-up', async () => {
    const email = uniqueEmail('twice');
    const first = await authPost('signup', { email, password: TEST_PASSWORD });
    const again = await authPost('signup', { email, password: TEST_PASSWORD });
    const fresh = await authPost('signup', {
      email: uniqueEmail('fresh'),
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(200);
    expect(shape(again)).toEqual(shape(fresh));
    expect(shape(again)).toEqual(shape(first));
  });

  it('sign-up for a confirmed account hashes the password like a new one', async () => {
    const user = await createConfirmedUser();
    const hash = vi.spyOn(password, 'hashPassword');
    try {
      const existing = await authPost('signup', { email: user.email, password: 'other-pass-123' });
      expect(existing.status).toBe(200);
      // The obfuscated user of hosted Supabase (identities: [] is its documented tell).
      expect(existing.body.identities).toEqual([]);
      expect(hash).toHaveBeenCalledTimes(1);
      await authPost('signup', { email: uniqueEmail('new'), password: 'other-pass-123' });
      expect(hash).toHaveBeenCalledTimes(2);
    } finally {
      hash.mockRestore();
    }
  });
});
