import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, createConfirmedUser, testClient } from '../helpers/auth';

async function threeSessions() {
  const user = await createConfirmedUser();
  const clients = [testClient(), testClient(), testClient()] as const;
  for (const client of clients) {
    const { error } = await client.auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    if (error) throw error;
  }
  return clients;
}

async function stillSignedIn(client: ReturnType<typeof testClient>): Promise<boolean> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return false;
  const { error } = await client.auth.getUser(token);
  return error === null;
}

describe('signOut scopes', () => {
  it('others: keeps the current session, ends the rest', async () => {
    const [a, b, c] = await threeSessions();
    const { data: before } = await b.auth.getSession();
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await stillSignedIn(a)).toBe(true);
    expect(await stillSignedIn(c)).toBe(false);
    const { error } = await b.auth.getUser(before.session?.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
    expect(error?.message).toBe('Auth session missing!');
  });

  it('local: ends only the current session', async () => {
    const [a, b] = await threeSessions();
    const { data } = await a.auth.getSession();
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    const { error } = await testClient().auth.getUser(data.session?.access_token);
    expect(error?.message).toBe('Auth session missing!');
    expect(await stillSignedIn(b)).toBe(true);
  });

  it('global (default): ends every session of the user', async () => {
    const [a, b, c] = await threeSessions();
    expect((await a.auth.signOut()).error).toBeNull();
    expect(await stillSignedIn(b)).toBe(false);
    expect(await stillSignedIn(c)).toBe(false);
  });

  it('answers 204 with no body, and refuses unknown scopes', async () => {
    const [a] = await threeSessions();
    const token = (await a.auth.getSession()).data.session?.access_token ?? '';
    const headers = {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Supabase-Api-Version': '2024-01-01',
    };
    const bad = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everyone"',
    });
    const ok = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers,
    });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
    const again = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/logout`, { method: 'POST', headers });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'session_not_found' });
  });
});
