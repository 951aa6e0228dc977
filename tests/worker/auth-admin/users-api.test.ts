import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import {
  TEST_PASSWORD,
  createConfirmedUser,
  latestMailTo,
  openLink,
  testClient,
  uniqueEmail,
} from '../helpers/auth';
import { adminFetch, adminSession, serviceClient, serviceRoleKey, userEvents } from './helpers';

describe('auth.admin through supabase-js', () => {
  it('lists users newest first with GoTrue paging: total, next and last page', async () => {
    const tag = `page${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i += 1) await createConfirmedUser({ email: uniqueEmail(tag) });
    const admin = await serviceClient();
    const { data, error } = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    if (!('total' in data)) throw new Error('listUsers answered without paging');
    expect(data.users).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(5);
    expect(data.nextPage).toBe(2);
    expect(data.lastPage).toBe(Math.ceil(data.total / 2));
    // The filter (email or name) with GoTrue's headers, read raw.
    const res = await adminFetch(
      `/admin/users?filter=${tag}&per_page=2&page=3`,
      await serviceRoleKey(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('5');
    expect(res.headers.get('link')).toBe(
      `</auth/v1/admin/users?page=3&per_page=2&filter=${tag}>; rel="last"`,
    );
    const body: { users: { email: string }[]; aud: string } = await res.json();
    expect(body.aud).toBe('authenticated');
    expect(body.users).toHaveLength(1);
    expect(body.users[0]?.email.startsWith(tag)).toBe(true);
  });

  it('creates, gets, updates and deletes a user, each an event by the acting admin', async () => {
    const { client, userId: adminId } = await adminSession();
    const email = uniqueEmail('made');
    const created = await client.auth.admin.createUser({
      email,
      password: TEST_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { role: 'creator' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(created.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const profile = await env.DB.prepare('SELECT role, full_name FROM profiles WHERE id = ?')
      .bind(id)
      .first();
    expect(profile).toEqual({ role: 'creator', full_name: 'Made By Admin' });
    // The new user signs in with the password the admin set.
    expect(
      (await testClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error,
    ).toBeNull();

    const got = await client.auth.admin.getUserById(id);
    expect(got.data.user?.email).toBe(email);

    const updated = await client.auth.admin.updateUserById(id, {
      user_metadata: { full_name: 'Renamed', plan: 'gold' },
      app_metadata: { role: 'investor' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Renamed', plan: 'gold' });
    const after = await env.DB.prepare('SELECT role FROM profiles WHERE id = ?').bind(id).first();
    expect(after).toEqual({ role: 'investor' });

    const deleted = await client.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await client.auth.admin.getUserById(id)).error?.status).toBe(404);

    const events = await userEvents(id);
    expect(events.map((e) => e.type)).toEqual([
      'user.joined',
      'user.profile_updated',
      'user.updated_by_admin',
      'user.role_changed',
      'user.deleted',
    ]);
    expect(events.every((e) => e.actor_id === adminId)).toBe(true);
    expect(JSON.parse(events[3]?.payload ?? '{}')).toEqual({
      role: 'investor',
      previousRole: 'creator',
    });
  });

  it('invites by email: the outbox holds a link that signs the new user in', async () => {
    const { client } = await adminSession();
    const email = uniqueEmail('invited');
    const { data, error } = await client.auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Ivy Invited', role: 'creator' },
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).not.toHaveProperty('role');
    const mail = await latestMailTo(email);
    expect(mail.kind).toBe('invite');
    const landed = await openLink(mail.link);
    expect(new URLSearchParams(landed.hash.slice(1)).get('access_token')).toBeTruthy();
    const role = await env.DB.prepare('SELECT role FROM profiles WHERE id = ?')
      .bind(data.user?.id)
      .first();
    expect(role).toEqual({ role: 'creator' });
    expect((await userEvents(data.user?.id ?? '')).map((e) => e.type)).toEqual([
      'user.joined',
      'user.invited',
    ]);
    // Inviting a confirmed account again is GoTrue's email_exists.
    const again = await client.auth.admin.inviteUserByEmail(email);
    expect(again.error?.code).toBe('email_exists');
  });

  it('generates a recovery link without mailing it', async () => {
    const admin = await serviceClient();
    const user = await createConfirmedUser();
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('recovery');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.user?.id).toBe(user.id);
    const verified = await testClient().auth.verifyOtp({
      type: 'recovery',
      token_hash: data.properties?.hashed_token ?? '',
    });
    expect(verified.error).toBeNull();
    const events = await userEvents(user.id);
    expect(events.at(-1)).toMatchObject({ type: 'user.link_generated', actor_id: null });
  });
});
