/**
 * Issue 12, item 5: account pre-hijacking. Someone who signs up an email first (and
 * cannot confirm it) must not keep a password, role or name on the account its real
 * owner later signs up and confirms.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestMailTo, openLink, testClient, uniqueEmail } from '../helpers/auth';
import { authPost } from './auth-requests';

const ATTACKER = { password: 'attacker-password-A', full_name: 'Mallory', role: 'creator' };
const OWNER = { password: 'owner-password-B', full_name: 'Victoria', role: 'investor' };

afterEach(() => {
  vi.useRealTimers();
});

function signUp(email: string, who: typeof ATTACKER) {
  return testClient().auth.signUp({
    email,
    password: who.password,
    options: { data: { full_name: who.full_name, role: who.role } },
  });
}

const signIn = (email: string, password: string) =>
  testClient().auth.signInWithPassword({ email, password });

describe('signing up an unconfirmed account again', () => {
  it("the owner's later sign-up and confirmation replace the first password, name and role", async () => {
    const email = uniqueEmail('victim');
    await signUp(email, ATTACKER);
    const attackerLink = (await latestMailTo(email)).link;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    expect((await signUp(email, OWNER)).error).toBeNull();
    const ownerLink = (await latestMailTo(email)).link;
    expect(ownerLink).not.toBe(attackerLink);
    // The link mailed for the first sign-up no longer confirms anything.
    const stale = await openLink(attackerLink);
    expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');

    const confirmed = new URLSearchParams((await openLink(ownerLink)).hash.slice(1));
    expect(confirmed.get('access_token')).toBeTruthy();
    expect((await signIn(email, ATTACKER.password)).error?.code).toBe('invalid_credentials');
    const supabase = testClient();
    const owner = await supabase.auth.signInWithPassword({ email, password: OWNER.password });
    expect(owner.error).toBeNull();
    expect(owner.data.user?.user_metadata).toMatchObject({ full_name: 'Victoria' });
    // The role is never user metadata (a user can edit that); authorization reads the
    // profile row.
    expect(owner.data.user?.user_metadata).not.toHaveProperty('role');
    const profile = await supabase
      .from('profiles')
      .select('full_name, role')
      .eq('id', owner.data.user?.id ?? '')
      .single();
    expect(profile.data).toEqual({ full_name: 'Victoria', role: 'investor' });
  });

  it('inside the mail gap, the first link dies and a resend confirms the new password', async () => {
    const email = uniqueEmail('victim-quick');
    await signUp(email, ATTACKER);
    const attackerLink = (await latestMailTo(email)).link;
    expect((await signUp(email, OWNER)).error).toBeNull();
    const stale = await openLink(attackerLink);
    expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await authPost('resend', { type: 'signup', email })).toEqual({ status: 200, body: {} });
    await openLink((await latestMailTo(email)).link);
    expect((await signIn(email, ATTACKER.password)).error?.code).toBe('invalid_credentials');
    expect((await signIn(email, OWNER.password)).error).toBeNull();
  });
});
