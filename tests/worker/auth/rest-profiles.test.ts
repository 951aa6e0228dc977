import { SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  createConfirmedUser,
  signedInUser,
  testClient,
} from '../helpers/auth';

async function signedInClient(role: 'admin' | 'investor' | 'creator', fullName = 'Test User') {
  const user = await createConfirmedUser({ role, fullName });
  const supabase = testClient();
  const { error } = await supabase.auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  });
  if (error) throw error;
  return { supabase, user };
}

describe('GET /rest/v1/profiles as supabase-js reads it', () => {
  it('answers .single() with the own row as an object', async () => {
    const { supabase, user } = await signedInClient('creator', 'Jordan Example');
    const { data, error, status } = await supabase
      .from('profiles')
      .select('full_name, role, avatar_url')
      .eq('id', user.id)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ full_name: 'Jordan Example', role: 'creator', avatar_url: null });
  });

  it('sends the PostgREST object content type', async () => {
    const me = await signedInUser();
    const res = await SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?select=role&id=eq.${me.userId}`, {
      headers: {
        apikey: PUBLIC_API_KEY,
        Authorization: `Bearer ${me.accessToken}`,
        Accept: 'application/vnd.pgrst.object+json',
      },
    });
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    );
    expect(await res.json()).toEqual({ role: 'investor' });
  });

  it("hides another user's row from a non-admin: 406 PGRST116", async () => {
    const other = await createConfirmedUser();
    const { supabase } = await signedInClient('investor');
    const { data, error, status } = await supabase
      .from('profiles')
      .select('full_name, role, avatar_url')
      .eq('id', other.id)
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('shows any row to an admin', async () => {
    const other = await createConfirmedUser({ fullName: 'Someone Else', role: 'creator' });
    const { supabase } = await signedInClient('admin');
    const { data } = await supabase
      .from('profiles')
      .select('full_name, role')
      .eq('id', other.id)
      .single();
    expect(data).toEqual({ full_name: 'Someone Else', role: 'creator' });
  });

  it('shows nothing to the anonymous key', async () => {
    const user = await createConfirmedUser();
    const { data, error, status } = await testClient()
      .from('profiles')
      .select('role')
      .eq('id', user.id)
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const list = await testClient().from('profiles').select('role');
    expect(list.data).toEqual([]);
  });

  it('answers unknown columns, filters and tables with PostgREST 400/404 shapes', async () => {
    const { supabase, user } = await signedInClient('investor');
    const column = await supabase.from('profiles').select('full_name, secret').eq('id', user.id);
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column profiles.secret does not exist',
      details: null,
      hint: null,
    });
    const filter = await supabase.from('profiles').select('role').ilike('full_name', '%x%');
    expect(filter.status).toBe(400);
    expect(filter.error?.code).toBe('PGRST100');
    const table = await supabase.from('secrets').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
  });

  it('refuses forged and expired tokens with PostgREST JWT errors', async () => {
    const me = await signedInUser();
    const [header, payload] = me.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const res = await SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?select=role`, {
      headers: { apikey: PUBLIC_API_KEY, Authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601 * 1000);
    const expired = await SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?select=role`, {
      headers: { apikey: PUBLIC_API_KEY, Authorization: `Bearer ${me.accessToken}` },
    });
    vi.useRealTimers();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
  });
});
