import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  latestMailTo,
  openLink,
  outbox,
  pkceClient,
  testClient,
  uniqueEmail,
} from '../helpers/auth';

describe('email confirmation through the outbox link', () => {
  it('implicit flow: the link redirects with a session in the fragment', async () => {
    const supabase = testClient();
    const email = uniqueEmail('implicit');
    await supabase.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { emailRedirectTo: `${TEST_ORIGIN}/login?from=mail` },
    });
    const before = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(before.error?.code).toBe('email_not_confirmed');

    const mail = await latestMailTo(email);
    expect(mail.kind).toBe('signup');
    expect(mail.body).toMatch(/\d{6}/);
    const target = await openLink(mail.link);
    expect(`${target.origin}${target.pathname}`).toBe(`${TEST_ORIGIN}/login`);
    expect(target.searchParams.get('from')).toBe('mail');
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.has('sb')).toBe(true);

    const set = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toBeTruthy();
    expect(set.data.user?.user_metadata.email_verified).toBe(true);

    const after = await testClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(after.error).toBeNull();
    // The link is single-use.
    const again = await openLink(mail.link);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('PKCE flow: the link redirects with ?code= and the client exchanges it', async () => {
    const supabase = pkceClient();
    const email = uniqueEmail('pkce');
    const signUp = await supabase.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { emailRedirectTo: `${TEST_ORIGIN}/welcome` },
    });
    expect(signUp.error).toBeNull();
    const mail = await latestMailTo(email);
    expect(new URL(mail.link).searchParams.get('token')).toMatch(/^pkce_/);
    const target = await openLink(mail.link);
    expect(target.pathname).toBe('/welcome');
    const code = target.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.access_token).toBeTruthy();
    expect(exchanged.data.user?.email).toBe(email);
    // Codes are single-use.
    const reused = await pkceClient().auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();
  });

  it('refuses a PKCE exchange with the wrong verifier', async () => {
    const email = uniqueEmail('verifier');
    await pkceClient().auth.signUp({ email, password: TEST_PASSWORD });
    const target = await openLink((await latestMailTo(email)).link);
    const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({
        auth_code: target.searchParams.get('code'),
        code_verifier: 'a'.repeat(112),
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_code_verifier' });
  });

  it('sends invalid links to the site with an error, and ignores foreign redirects', async () => {
    const bad = await openLink(
      `${TEST_ORIGIN}/auth/v1/verify?token=nope&type=signup&redirect_to=https%3A%2F%2Fevil.example%2F`,
    );
    expect(bad.origin).toBe(TEST_ORIGIN);
    expect(Object.fromEntries(new URLSearchParams(bad.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('verifies the six-digit code with verifyOtp', async () => {
    const email = uniqueEmail('otp');
    await testClient().auth.signUp({ email, password: TEST_PASSWORD });
    const otp = (await latestMailTo(email)).body.match(/code: (\d{6})/)?.[1] ?? '';
    const wrong = await testClient().auth.verifyOtp({
      email,
      token: otp === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await testClient().auth.verifyOtp({
      email,
      token: otp,
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('resends the confirmation mail at most once a minute, skipping extra mails silently', async () => {
    const email = uniqueEmail('resend');
    const supabase = testClient();
    await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    const sent = (await outbox()).filter((mail) => mail.to === email).length;
    // No 429 here: it would tell that the email has an account (docs/security.md).
    const again = await supabase.auth.resend({ type: 'signup', email });
    expect(again.error).toBeNull();
    expect((await outbox()).filter((mail) => mail.to === email)).toHaveLength(sent);
    const unknown = await supabase.auth.resend({ type: 'signup', email: uniqueEmail('nobody') });
    expect(unknown.error).toBeNull();
  });
});
