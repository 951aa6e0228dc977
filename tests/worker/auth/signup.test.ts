import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { testClient, uniqueEmail, TEST_PASSWORD } from '../helpers/auth';

describe('signUp through supabase-js', () => {
  it('returns the user without a session and creates the profile', async () => {
    const supabase = testClient();
    const email = uniqueEmail('signup');
    const { data, error } = await supabase.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Ada Lovelace', role: 'creator' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'Ada Lovelace',
      email_verified: false,
    });
    // The role lives in the profile row only.
    expect(data.user?.user_metadata).not.toHaveProperty('role');
    const profile = await env.DB.prepare('SELECT full_name, role FROM profiles WHERE id = ?')
      .bind(data.user?.id)
      .first();
    expect(profile).toEqual({ full_name: 'Ada Lovelace', role: 'creator' });
  });
});
