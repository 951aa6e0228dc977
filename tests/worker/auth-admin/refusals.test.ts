import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { createConfirmedUser, signedInUser, uniqueEmail } from '../helpers/auth';
import {
  adminFetch,
  adminSession,
  serviceClient,
  serviceRoleKey,
  sessionClient,
  userEvents,
} from './helpers';

describe('who may call the admin API', () => {
  it('refuses no token, the public key, and a key signed with another secret', async () => {
    expect((await adminFetch('/admin/users', '', { headers: { Authorization: '' } })).status).toBe(
      401,
    );
    const anon = await adminFetch('/admin/users', PUBLIC_API_KEY);
    expect(anon.status).toBe(401);
    const forged = await adminFetch(
      '/admin/users',
      await serviceRoleKey('another-secret-0123456789abcdef'),
    );
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe('bad_jwt');
  });

  it('refuses investor and creator sessions with 403 not_admin, writing nothing', async () => {
    const target = await createConfirmedUser();
    for (const role of ['investor', 'creator'] as const) {
      const user = await signedInUser({ role });
      const client = sessionClient(user.accessToken);
      const list = await client.auth.admin.listUsers();
      expect(list.error?.status).toBe(403);
      expect(list.error?.code).toBe('not_admin');
      const ban = await client.auth.admin.updateUserById(target.id, { ban_duration: '24h' });
      expect(ban.error?.code).toBe('not_admin');
      const invite = await client.auth.admin.inviteUserByEmail(uniqueEmail('nope'));
      expect(invite.error?.code).toBe('not_admin');
    }
    expect(await userEvents(target.id)).toEqual([]);
  });

  it('only a signed-in admin makes another user an admin; no admin changes themself', async () => {
    const target = await createConfirmedUser();
    const service = await serviceClient();
    const byKey = await service.auth.admin.updateUserById(target.id, {
      app_metadata: { role: 'admin' },
    });
    expect(byKey.error?.status).toBe(403);
    const { client, userId } = await adminSession();
    const byAdmin = await client.auth.admin.updateUserById(target.id, {
      app_metadata: { role: 'admin' },
    });
    expect(byAdmin.error).toBeNull();
    for (const change of [{ ban_duration: '1h' }, { app_metadata: { role: 'investor' } }]) {
      const self = await client.auth.admin.updateUserById(userId, change);
      expect(self.error?.status).toBe(403);
    }
    expect((await client.auth.admin.deleteUser(userId)).error?.status).toBe(403);
  });
});

describe('bad input answers a clear 4xx, never a 500', () => {
  it('paging, ids, durations, metadata and duplicates', async () => {
    const key = await serviceRoleKey();
    const user = await createConfirmedUser();
    const cases: [string, RequestInit, number, string][] = [
      ['/admin/users?page=abc', {}, 400, 'validation_failed'],
      ['/admin/users?per_page=0', {}, 400, 'validation_failed'],
      ['/admin/users?per_page=5000', {}, 400, 'validation_failed'],
      ['/admin/users/not-a-uuid', {}, 404, 'validation_failed'],
      [`/admin/users/${crypto.randomUUID()}`, {}, 404, 'user_not_found'],
      [
        `/admin/users/${user.id}`,
        { method: 'PUT', body: '{"ban_duration":"forever"}' },
        400,
        'validation_failed',
      ],
      [`/admin/users/${user.id}`, { method: 'PUT', body: '{"ban_duration":7}' }, 400, 'bad_json'],
      [
        `/admin/users/${user.id}`,
        { method: 'PUT', body: '{"user_metadata":{"role":"admin"}}' },
        400,
        'validation_failed',
      ],
      [
        `/admin/users/${user.id}`,
        { method: 'PUT', body: '{"app_metadata":{"role":"owner"}}' },
        400,
        'validation_failed',
      ],
      [
        `/admin/users/${user.id}`,
        { method: 'PUT', body: '{"password":"short"}' },
        422,
        'weak_password',
      ],
      ['/admin/users', { method: 'POST', body: '{}' }, 400, 'validation_failed'],
      ['/admin/users', { method: 'POST', body: `{"email":"${user.email}"}` }, 422, 'email_exists'],
      [
        '/admin/users',
        { method: 'POST', body: '{"email":"not an email"}' },
        400,
        'validation_failed',
      ],
      ['/admin/users', { method: 'POST', body: '{not json' }, 400, 'bad_json'],
      ['/invite', { method: 'POST', body: '{"email":""}' }, 400, 'validation_failed'],
      [
        '/admin/generate_link',
        { method: 'POST', body: `{"type":"sms","email":"${user.email}"}` },
        400,
        'validation_failed',
      ],
      [
        '/admin/generate_link',
        { method: 'POST', body: `{"type":"recovery","email":"${uniqueEmail('ghost')}"}` },
        404,
        'user_not_found',
      ],
    ];
    for (const [path, init, status, code] of cases) {
      const res = await adminFetch(path, key, init);
      expect([path, init.body, res.status]).toEqual([path, init.body, status]);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    expect(await userEvents(user.id)).toEqual([]);
  });
});
