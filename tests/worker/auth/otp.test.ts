import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  createConfirmedUser,
  latestMailTo,
  openLink,
  pkceClient,
  testClient,
  uniqueEmail,
} from '../helpers/auth';

function codeIn(body: string): string {
  const match = /code: (\d{6})/.exec(body);
  if (!match?.[1]) throw new Error(`no code in ${body}`);
  return match[1];
}

function claimsOf(token: string | undefined): Record<string, unknown> {
  const part = (token ?? '').split('.')[1] ?? '';
  return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

describe('signInWithOtp and verifyOtp through supabase-js', () => {
  it('mails a confirmed user a magic link whose code signs in with type email', async () => {
    const user = await createConfirmedUser();
    const client = testClient();
    const sent = await client.auth.signInWithOtp({ email: user.email });
    expect(sent).toEqual({
      data: { user: null, session: null, messageId: undefined },
      error: null,
    });
    const mail = await latestMailTo(user.email);
    expect(mail.subject).toBe('Your Magic Link');
    expect(mail.link).toContain('type=magiclink');
    const { data, error } = await client.auth.verifyOtp({
      email: user.email,
      token: codeIn(mail.body),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(claimsOf(data.session?.access_token).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);
    // The code is used up.
    const again = await client.auth.verifyOtp({
      email: user.email,
      token: codeIn(mail.body),
      type: 'magiclink',
    });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('the code also verifies with type magiclink, and the link signs in', async () => {
    const user = await createConfirmedUser();
    await testClient().auth.signInWithOtp({ email: user.email });
    const mail = await latestMailTo(user.email);
    const location = await openLink(mail.link);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toBeTruthy();

    const other = await createConfirmedUser();
    await testClient().auth.signInWithOtp({ email: other.email });
    const code = codeIn((await latestMailTo(other.email)).body);
    const { data, error } = await testClient().auth.verifyOtp({
      email: other.email,
      token: code,
      type: 'magiclink',
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(other.id);
  });

  it('in the PKCE flow the link comes back with a code to exchange', async () => {
    const user = await createConfirmedUser();
    const client = pkceClient();
    await client.auth.signInWithOtp({
      email: user.email,
      options: { emailRedirectTo: 'https://app.test/welcome' },
    });
    const location = await openLink((await latestMailTo(user.email)).link);
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('creates an account for a new email, confirmed by the mailed code', async () => {
    const email = uniqueEmail('otp-new');
    const client = testClient();
    const sent = await client.auth.signInWithOtp({
      email,
      options: { data: { full_name: 'Ada Lovelace', role: 'creator', theme: 'dark' } },
    });
    expect(sent.error).toBeNull();
    const mail = await latestMailTo(email);
    expect(mail.kind).toBe('signup');
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeIn(mail.body),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace', theme: 'dark' });
    expect(data.user?.user_metadata).not.toHaveProperty('role');
    const profile = await env.DB.prepare('SELECT role FROM profiles WHERE id = ?')
      .bind(data.user?.id)
      .first<{ role: string }>();
    expect(profile?.role).toBe('creator');
  });

  it('refuses an unknown email with shouldCreateUser false, and a role of admin', async () => {
    const client = testClient();
    const refused = await client.auth.signInWithOtp({
      email: uniqueEmail('otp-none'),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(refused.error?.message).toBe('Signups not allowed for otp');
    const admin = await client.auth.signInWithOtp({
      email: uniqueEmail('otp-admin'),
      options: { data: { role: 'admin' } },
    });
    expect(admin.error).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  it('an unconfirmed account opened by someone else loses their password', async () => {
    const email = uniqueEmail('otp-victim');
    await testClient().auth.signUp({ email, password: TEST_PASSWORD });
    const owner = testClient();
    // A minute later (the send gap), the mailbox owner asks for a code.
    await env.DB.prepare('UPDATE auth_users SET confirmation_sent_at = ? WHERE email = ?')
      .bind(new Date(Date.now() - 120_000).toISOString(), email)
      .run();
    await owner.auth.signInWithOtp({ email });
    const mail = await latestMailTo(email);
    const verified = await owner.auth.verifyOtp({ email, token: codeIn(mail.body), type: 'email' });
    expect(verified.error).toBeNull();
    const attacker = await testClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(attacker.error?.code).toBe('invalid_credentials');
  });
});
