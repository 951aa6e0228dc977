import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  createConfirmedUser,
  signedInUser,
  testClient,
} from '../helpers/auth';

describe('PATCH /rest/v1/profiles', () => {
  it("updates the owner's full_name and avatar_url", async () => {
    const user = await createConfirmedUser({ fullName: 'Before' });
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const { data, error } = await supabase
      .from('profiles')
      .update({ full_name: 'After', avatar_url: '/images/avatars/me.webp' })
      .eq('id', user.id)
      .select('full_name, role, avatar_url')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      full_name: 'After',
      role: 'investor',
      avatar_url: '/images/avatars/me.webp',
    });
  });

  it('never lets the owner write their role', async () => {
    const user = await createConfirmedUser({ role: 'investor' });
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const { error, status } = await supabase
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', user.id);
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table profiles' });
    const after = await supabase.from('profiles').select('role').eq('id', user.id).single();
    expect(after.data).toEqual({ role: 'investor' });
  });

  it("cannot touch another user's row", async () => {
    const other = await createConfirmedUser({ fullName: 'Untouched' });
    const me = await signedInUser();
    const res = await SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?id=eq.${other.id}`, {
      method: 'PATCH',
      headers: {
        apikey: PUBLIC_API_KEY,
        Authorization: `Bearer ${me.accessToken}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({ full_name: 'Hijacked' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const admin = await signedInUser({ role: 'admin' });
    const check = await SELF.fetch(
      `${TEST_ORIGIN}/rest/v1/profiles?select=full_name&id=eq.${other.id}`,
      {
        headers: { apikey: PUBLIC_API_KEY, Authorization: `Bearer ${admin.accessToken}` },
      },
    );
    expect(await check.json()).toEqual([{ full_name: 'Untouched' }]);
  });

  it('refuses the anonymous key, unknown columns and bad bodies with 4xx', async () => {
    const me = await signedInUser();
    const patch = (body: string, token = me.accessToken, contentType = 'application/json') =>
      SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?id=eq.${me.userId}`, {
        method: 'PATCH',
        headers: {
          apikey: PUBLIC_API_KEY,
          Authorization: `Bearer ${token}`,
          'Content-Type': contentType,
        },
        body,
      });
    const anon = await patch(JSON.stringify({ full_name: 'x' }), PUBLIC_API_KEY);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ code: '42501' });
    const unknown = await patch(JSON.stringify({ nickname: 'x' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST204' });
    const malformed = await patch('{"full_name": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'PGRST102' });
    expect((await patch('[1,2]')).status).toBe(400);
    expect((await patch(JSON.stringify({ full_name: { nested: true } }))).status).toBe(400);
    expect(
      (await patch('full_name=x', me.accessToken, 'application/x-www-form-urlencoded')).status,
    ).toBe(400);
    const insert = await SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles`, {
      method: 'POST',
      headers: {
        apikey: PUBLIC_API_KEY,
        Authorization: `Bearer ${me.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: crypto.randomUUID(), role: 'admin' }),
    });
    expect(insert.status).toBe(403);
  });
});
