// A password change must be backed by the current password, a reauthentication code or a
// session that signed in minutes ago (as the one a recovery link opens): an access token
// alone, stolen from an older session, must not be enough to take the account over.
import { SELF, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, bearer, latestMailTo, signedInUser } from '../helpers/auth';

const NEW_PASSWORD = 'a-brand-new-password-2026';

function headers(accessToken: string): Record<string, string> {
  return {
    ...bearer(accessToken),
    apikey: PUBLIC_API_KEY,
    'Content-Type': 'application/json',
    'X-Supabase-Api-Version': '2024-01-01',
  };
}

function putUser(accessToken: string, body: Record<string, unknown>): Promise<Response> {
  return SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
    method: 'PUT',
    headers: headers(accessToken),
    body: JSON.stringify(body),
  });
}

/** Makes the session look signed in an hour ago. */
async function ageSession(userId: string): Promise<void> {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  await env.DB.prepare('UPDATE auth_sessions SET created_at = ? WHERE user_id = ?')
    .bind(hourAgo, userId)
    .run();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PUT /auth/v1/user with a new password', () => {
  it('needs reauthentication once the session is not fresh', async () => {
    // A fresh session (as a recovery link opens one) sets a new password directly.
    const fresh = await signedInUser();
    expect((await putUser(fresh.accessToken, { password: NEW_PASSWORD })).status).toBe(200);

    const me = await signedInUser();
    await ageSession(me.userId);
    const res = await putUser(me.accessToken, { password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    // Not even `same_password` may leak whether a guess is the current password.
    const same = await putUser(me.accessToken, { password: 'test-password-2026' });
    expect(await same.json()).toMatchObject({ code: 'reauthentication_needed' });
  });

  it('accepts the current password, and refuses a wrong one', async () => {
    const me = await signedInUser();
    await ageSession(me.userId);
    const wrong = await putUser(me.accessToken, {
      password: NEW_PASSWORD,
      current_password: 'not-the-password',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: 'current_password_mismatch' });
    const right = await putUser(me.accessToken, {
      password: NEW_PASSWORD,
      current_password: 'test-password-2026',
    });
    expect(right.status).toBe(200);
  });

  it('accepts a code from GET /reauthenticate once; a wrong code burns it', async () => {
    const me = await signedInUser();
    await ageSession(me.userId);
    const sent = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/reauthenticate`, {
      headers: headers(me.accessToken),
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({});
    const mail = await latestMailTo(me.email);
    expect(mail.kind).toBe('reauthentication');
    const nonce = /(\d{6})/.exec(mail.body)?.[1] ?? '';
    expect(nonce).toHaveLength(6);

    const ok = await putUser(me.accessToken, { password: NEW_PASSWORD, nonce });
    expect(ok.status).toBe(200);
    // Used once: the same code does not work again.
    const again = await putUser(me.accessToken, { password: `${NEW_PASSWORD}-2`, nonce });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: 'reauthentication_not_valid' });

    // A wrong guess burns a live code.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await SELF.fetch(`${TEST_ORIGIN}/auth/v1/reauthenticate`, { headers: headers(me.accessToken) });
    const second = /(\d{6})/.exec((await latestMailTo(me.email)).body)?.[1] ?? '';
    const guess = second === '000000' ? '111111' : '000000';
    expect((await putUser(me.accessToken, { password: NEW_PASSWORD, nonce: guess })).status).toBe(
      422,
    );
    const burnt = await putUser(me.accessToken, { password: `${NEW_PASSWORD}-3`, nonce: second });
    expect(burnt.status).toBe(422);
  });
});

describe('token responses are never cached', () => {
  it('answers the password grant, the refresh grant and /user with no-store', async () => {
    const me = await signedInUser();
    const refresh = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: PUBLIC_API_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: me.refreshToken }),
    });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get('cache-control')).toBe('no-store');
    const user = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
      headers: headers(me.accessToken),
    });
    expect(user.headers.get('cache-control')).toBe('no-store');
    const failed = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: PUBLIC_API_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: me.email, password: 'wrong-password' }),
    });
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });
});
