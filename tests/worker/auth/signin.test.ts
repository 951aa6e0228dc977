import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, TEST_PASSWORD, createConfirmedUser, testClient } from '../helpers/auth';

describe('signInWithPassword and getUser through supabase-js', () => {
  it('signs a confirmed user in with a full session and reads the user back', async () => {
    const user = await createConfirmedUser({ fullName: 'Grace Hopper', role: 'creator' });
    const supabase = testClient();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toMatch(/^[a-z2-7]{12}$/);
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.aud).toBe('authenticated');
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.last_sign_in_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    const claims = JSON.parse(atob((session?.access_token ?? '').split('.')[1] ?? '')) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${TEST_ORIGIN}/auth/v1`,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(typeof claims.session_id).toBe('string');

    const fetched = await supabase.auth.getUser();
    expect(fetched.error).toBeNull();
    expect(fetched.data.user?.email).toBe(user.email);
  });

  it('answers the User object with the Go field order', async () => {
    const user = await createConfirmedUser();
    const supabase = testClient();
    const { data } = await supabase.auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
      headers: { apikey: PUBLIC_API_KEY, Authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(Object.keys(await res.json())).toEqual([
      'id',
      'aud',
      'role',
      'email',
      'email_confirmed_at',
      'phone',
      'confirmed_at',
      'last_sign_in_at',
      'app_metadata',
      'user_metadata',
      'identities',
      'created_at',
      'updated_at',
      'is_anonymous',
    ]);
  });

  it('refuses a wrong password and an unknown email with the same error', async () => {
    const user = await createConfirmedUser();
    const supabase = testClient();
    const wrong = await supabase.auth.signInWithPassword({
      email: user.email,
      password: 'not-the-password',
    });
    const unknown = await supabase.auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'whatever-123',
    });
    for (const result of [wrong, unknown]) {
      expect(result.error?.name).toBe('AuthApiError');
      expect(result.error?.status).toBe(400);
      expect(result.error?.code).toBe('invalid_credentials');
      expect(result.error?.message).toBe('Invalid login credentials');
      expect(result.data.session).toBeNull();
    }
  });

  it('refuses an unconfirmed user after checking the password', async () => {
    const user = await createConfirmedUser({ confirmed: false });
    const { error } = await testClient().auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
    expect(error?.status).toBe(400);
  });

  it('uses the versioned error shape and echoes the API version header', async () => {
    const versioned = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(versioned.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(versioned.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const legacy = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('validates the grant request', async () => {
    const post = (query: string, body: unknown) =>
      SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify(body),
      });
    expect(await (await post('grant_type=password', { password: 'x' })).json()).toEqual({
      code: 'validation_failed',
      message: 'missing email or phone',
    });
    expect(await (await post('grant_type=magic', {})).json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
    expect(
      await (await post('grant_type=password', { email: 5, password: 'x' })).json(),
    ).toMatchObject({ code: 'bad_json' });
  });

  it("adds weak_password to the session when the password fails today's policy", async () => {
    const user = await createConfirmedUser({ password: 'seven77' });
    const { data, error } = await testClient().auth.signInWithPassword({
      email: user.email,
      password: 'seven77',
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.weakPassword).toEqual({
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
  });

  it('gives the client-side message when neither email nor phone is given', async () => {
    // @ts-expect-error deliberately missing both keys, as a careless caller would
    const { error } = await testClient().auth.signInWithPassword({ password: 'whatever' });
    expect(error?.message).toBe('You must provide either an email or phone number and a password');
  });
});
