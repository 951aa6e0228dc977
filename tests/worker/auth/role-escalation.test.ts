import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  createConfirmedUser,
  testClient,
  uniqueEmail,
} from '../helpers/auth';

async function userCount(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM auth_users WHERE email = ?')
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function profileRole(email: string): Promise<string | null> {
  const row = await env.DB.prepare(
    'SELECT p.role FROM profiles p JOIN auth_users u ON u.id = p.id WHERE u.email = ?',
  )
    .bind(email)
    .first<{ role: string }>();
  return row?.role ?? null;
}

describe('role escalation attempts', () => {
  it.each([['admin'], ['Admin'], ['superuser'], [5], [null], [['creator']]])(
    'sign-up with data.role %j is refused with 422 before any user exists',
    async (role) => {
      const email = uniqueEmail('escalate');
      const { data, error } = await testClient().auth.signUp({
        email,
        password: TEST_PASSWORD,
        options: { data: { full_name: 'Mallory', role } },
      });
      expect(data.user).toBeNull();
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toBe('data.role must be "investor" or "creator"');
      expect(await userCount(email)).toBe(0);
    },
  );

  it('keeps other sign-up data as plain user metadata, which grants nothing', async () => {
    const email = uniqueEmail('extra');
    const { data, error } = await testClient().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { is_admin: true, theme: 'dark' } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ is_admin: true, theme: 'dark' });
    expect(data.user?.user_metadata).not.toHaveProperty('role');
    expect(await profileRole(email)).toBe('investor');
  });

  it('refuses sign-up data over 4 KB with a clear 422 and creates nothing', async () => {
    const email = uniqueEmail('big');
    const { error } = await testClient().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { notes: 'x'.repeat(4100) } },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('data must be at most 4096 bytes of JSON');
    expect(await userCount(email)).toBe(0);
  });

  it('a plain signUp and a top-level role both end as investor', async () => {
    const plain = uniqueEmail('plain');
    await testClient().auth.signUp({ email: plain, password: TEST_PASSWORD });
    expect(await profileRole(plain)).toBe('investor');

    const sneaky = uniqueEmail('sneaky');
    const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: sneaky,
        password: TEST_PASSWORD,
        role: 'admin',
        app_metadata: { role: 'admin' },
      }),
    });
    expect(res.status).toBe(200);
    expect(await profileRole(sneaky)).toBe('investor');
  });

  it('updateUser cannot set the role nor app_metadata', async () => {
    const user = await createConfirmedUser({ role: 'creator' });
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const viaData = await supabase.auth.updateUser({ data: { role: 'admin' } });
    expect(viaData.error?.status).toBe(422);
    const token = (await supabase.auth.getSession()).data.session?.access_token;
    const viaAppMetadata = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(viaAppMetadata.status).toBe(403);
    expect(await viaAppMetadata.json()).toMatchObject({ code: 'not_admin' });
    expect(await profileRole(user.email)).toBe('creator');
  });
});
