import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  bearer,
  createConfirmedUser,
  testClient,
} from '../helpers/auth';
import { adminSession, userEvents } from './helpers';

async function signedInClient(email: string) {
  const client = testClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw error;
  return { client, session: data.session };
}

describe('suspension (ban_duration)', () => {
  it('a suspended user cannot sign in or refresh, and their sessions end at once', async () => {
    const { client: admin, userId: adminId } = await adminSession();
    const user = await createConfirmedUser();
    const { client, session } = await signedInClient(user.email);
    const access = session?.access_token ?? '';

    const { data, error } = await admin.auth.admin.updateUserById(user.id, {
      ban_duration: '876000h',
    });
    expect(error).toBeNull();
    expect(Date.parse(data.user?.banned_until ?? '')).toBeGreaterThan(Date.now() + 1e12);

    const signIn = await testClient().auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.error?.code).toBe('user_banned');
    expect(signIn.error?.status).toBe(400);
    const refresh = await client.auth.refreshSession();
    expect(refresh.data.session).toBeNull();
    expect(refresh.error).not.toBeNull();
    // The access token issued before the suspension no longer works anywhere.
    expect((await testClient().auth.getUser(access)).error?.message).toBe('Auth session missing!');
    const api = await SELF.fetch(`${TEST_ORIGIN}/api/me/notifications`, {
      headers: bearer(access),
    });
    expect(api.status).toBe(401);

    const restored = await admin.auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(restored.data.user).not.toHaveProperty('banned_until');
    const back = await testClient().auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(back.error).toBeNull();

    const events = await userEvents(user.id);
    expect(events.map((e) => [e.type, e.actor_id])).toEqual([
      ['user.suspended', adminId],
      ['user.restored', adminId],
    ]);
  });

  it('the refresh path itself refuses a suspended user (user_banned), not only by ending sessions', async () => {
    // A suspension written without ending the sessions (straight into D1) must still stop
    // the refresh: the check in the token path, not the session cleanup, is what holds.
    const user = await createConfirmedUser();
    const { session } = await signedInClient(user.email);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await env.DB.prepare('UPDATE auth_users SET banned_until = ? WHERE id = ?')
      .bind(until, user.id)
      .run();
    const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: session?.refresh_token }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'user_banned',
      message: 'Invalid Refresh Token: User Banned',
    });
  });

  it('a suspended user cannot use an emailed link either', async () => {
    const { client: admin } = await adminSession();
    const user = await createConfirmedUser();
    await admin.auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    const { data } = await admin.auth.admin.generateLink({ type: 'magiclink', email: user.email });
    const verified = await testClient().auth.verifyOtp({
      type: 'magiclink',
      token_hash: data.properties?.hashed_token ?? '',
    });
    expect(verified.error?.code).toBe('user_banned');
  });
});
