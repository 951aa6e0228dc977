// Once a session has ended (sign-out, or a password change made from another session),
// its unexpired access tokens must stop reading and writing /rest/v1 at once, exactly as
// /api and /auth/v1/user already refuse them.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, bearer, createConfirmedUser, signIn } from '../helpers/auth';

function restHeaders(accessToken: string): Record<string, string> {
  return { ...bearer(accessToken), apikey: PUBLIC_API_KEY, 'Content-Type': 'application/json' };
}

async function readOwnProfile(accessToken: string): Promise<Response> {
  return SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?select=full_name`, {
    headers: restHeaders(accessToken),
  });
}

async function renameProfile(accessToken: string, userId: string): Promise<Response> {
  return SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?id=eq.${userId}`, {
    method: 'PATCH',
    headers: { ...restHeaders(accessToken), Prefer: 'return=representation' },
    body: JSON.stringify({ full_name: 'Renamed By A Dead Session' }),
  });
}

async function expectRefused(accessToken: string, userId: string): Promise<void> {
  const read = await readOwnProfile(accessToken);
  expect(read.status).toBe(401);
  expect(await read.json()).toMatchObject({ code: 'PGRST303' });
  const write = await renameProfile(accessToken, userId);
  expect(write.status).toBe(401);
  const check = await SELF.fetch(`${TEST_ORIGIN}/api/dashboards/investor`, {
    headers: bearer(accessToken),
  });
  expect(check.status).toBe(401);
}

describe('dead sessions on /rest/v1', () => {
  it('refuses the access token of a signed-out session', async () => {
    const user = await createConfirmedUser();
    const session = await signIn(user.email, user.password);
    expect((await readOwnProfile(session.accessToken)).status).toBe(200);
    const logout = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: restHeaders(session.accessToken),
    });
    expect(logout.status).toBe(204);
    await expectRefused(session.accessToken, user.id);
  });

  it('refuses the other sessions’ access tokens after a password change', async () => {
    const user = await createConfirmedUser();
    const changer = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);
    expect((await renameProfile(other.accessToken, user.id)).status).toBe(200);
    const change = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
      method: 'PUT',
      headers: restHeaders(changer.accessToken),
      body: JSON.stringify({
        password: 'a-brand-new-password-2026',
        current_password: user.password,
      }),
    });
    expect(change.status).toBe(200);
    await expectRefused(other.accessToken, user.id);
    // The session that changed the password carries on.
    expect((await readOwnProfile(changer.accessToken)).status).toBe(200);
  });
});
