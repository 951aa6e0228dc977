import { describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  createConfirmedUser,
  latestMailTo,
  openLink,
  outbox,
  pkceClient,
  testClient,
} from '../helpers/auth';

const NEW_PASSWORD = 'brand-new-password-1';

describe('password recovery and updateUser', () => {
  it('implicit flow: recover, follow the link, set a new password', async () => {
    const user = await createConfirmedUser();
    const other = testClient();
    await other.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });

    const supabase = testClient();
    const sent = await supabase.auth.resetPasswordForEmail(user.email, {
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    });
    expect(sent).toEqual({ data: {}, error: null });
    const mail = await latestMailTo(user.email);
    expect(mail.kind).toBe('recovery');
    const target = await openLink(mail.link);
    expect(target.pathname).toBe('/reset-password');
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });

    const updated = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(user.email);
    // A password change signs out the user's other sessions, not this one.
    expect((await other.auth.getUser()).error?.message).toBe('Auth session missing!');
    expect((await supabase.auth.getUser()).error).toBeNull();

    const oldLogin = await testClient().auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(oldLogin.error?.code).toBe('invalid_credentials');
    const newLogin = await testClient().auth.signInWithPassword({
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(newLogin.error).toBeNull();
  });

  it('PKCE flow: the recovery code exchanges for a session', async () => {
    const user = await createConfirmedUser();
    const supabase = pkceClient();
    await supabase.auth.resetPasswordForEmail(user.email, {
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    });
    const target = await openLink((await latestMailTo(user.email)).link);
    const { data, error } = await supabase.auth.exchangeCodeForSession(
      target.searchParams.get('code') ?? '',
    );
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('answers {} for unknown emails and sends nothing', async () => {
    const before = (await outbox()).length;
    const result = await testClient().auth.resetPasswordForEmail('nobody-here@example.com');
    expect(result).toEqual({ data: {}, error: null });
    expect((await outbox()).length).toBe(before);
  });

  it('refuses weak, too long and unchanged passwords on update', async () => {
    const user = await createConfirmedUser();
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const weak = await supabase.auth.updateUser({ password: 'short' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    const long = await supabase.auth.updateUser({ password: 'x'.repeat(73) });
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters');
    const same = await supabase.auth.updateUser({ password: TEST_PASSWORD });
    expect(same.error?.code).toBe('same_password');
  });

  it('merges data into user_metadata and changes email after confirming the new address', async () => {
    const user = await createConfirmedUser();
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const data = await supabase.auth.updateUser({ data: { theme: 'dark' } });
    expect(data.data.user?.user_metadata).toMatchObject({ theme: 'dark', full_name: 'Test User' });

    const newEmail = `changed-${user.email}`;
    const change = await supabase.auth.updateUser({ email: newEmail });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(newEmail);
    const target = await openLink((await latestMailTo(newEmail)).link);
    expect(new URLSearchParams(target.hash.slice(1)).get('type')).toBe('email_change');
    const login = await testClient().auth.signInWithPassword({
      email: newEmail,
      password: TEST_PASSWORD,
    });
    expect(login.error).toBeNull();
    expect(login.data.user?.email).toBe(newEmail);
  });
});
