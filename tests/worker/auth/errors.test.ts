import { SELF, env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  createConfirmedUser,
  signedInUser,
  testClient,
  uniqueEmail,
} from '../helpers/auth';

afterEach(() => {
  vi.useRealTimers();
});

function getUserRaw(token: string | null) {
  return SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
    headers: {
      apikey: PUBLIC_API_KEY,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

describe('contract errors', () => {
  it('weak password on sign-up: AuthWeakPasswordError with reasons', async () => {
    const { data, error } = await testClient().auth.signUp({
      email: uniqueEmail(),
      password: 'short',
    });
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(['length']);
  });

  it('other sign-up refusals', async () => {
    const supabase = testClient();
    const tooLong = await supabase.auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(tooLong.error?.message).toBe('Password cannot be longer than 72 characters');
    const badEmail = await supabase.auth.signUp({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(badEmail.error?.message).toBe('Unable to validate email address: invalid format');
    const noEmail = await supabase.auth.signUp({ email: '', password: TEST_PASSWORD });
    expect(noEmail.error?.code).toBe('anonymous_provider_disabled');
    const noPassword = await supabase.auth.signUp({ email: uniqueEmail(), password: '' });
    expect(noPassword.error?.message).toBe('Signup requires a valid password');
  });

  it('an already registered confirmed email gets an obfuscated user, not an error', async () => {
    const user = await createConfirmedUser();
    const { data, error } = await testClient().auth.signUp({
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(user.id);
  });

  it('with autoconfirm on, sign-up returns a session and a repeat is user_already_exists', async () => {
    const autoconfirm = { ...env, AUTH_AUTOCONFIRM: 'true' };
    const supabase = createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
      global: {
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), autoconfirm)),
      },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const email = uniqueEmail('auto');
    const first = await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    expect(first.data.user?.email_confirmed_at).toBeTruthy();
    const again = await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.status).toBe(422);
  });

  it('GET /user: missing, forged, expired and signed-out tokens', async () => {
    expect(await (await getUserRaw(null)).json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    const anonKey = await getUserRaw(PUBLIC_API_KEY);
    expect(anonKey.status).toBe(403);
    expect(await anonKey.json()).toMatchObject({ code: 'bad_jwt' });

    const me = await signedInUser();
    const [header, payload] = me.accessToken.split('.');
    const forged = await testClient().auth.getUser(`${header}.${payload}.${'A'.repeat(43)}`);
    expect(forged.error?.status).toBe(403);
    expect(forged.error?.code).toBe('bad_jwt');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601 * 1000);
    const expired = await getUserRaw(me.accessToken);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    vi.useRealTimers();

    await SELF.fetch(`${TEST_ORIGIN}/auth/v1/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.accessToken}` },
    });
    const gone = await testClient().auth.getUser(me.accessToken);
    expect(gone.error?.name).toBe('AuthSessionMissingError');
    expect(gone.error?.message).toBe('Auth session missing!');
  });

  it('answers unknown auth paths with a GoTrue 404, not the SPA', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/nope`, {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Not Found' });
  });
});
