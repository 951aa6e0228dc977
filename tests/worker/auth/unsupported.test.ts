import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, bearer, createConfirmedUser, signIn, testClient } from '../helpers/auth';

const headers = { apikey: PUBLIC_API_KEY, 'X-Supabase-Api-Version': '2024-01-01' };

async function call(method: string, path: string, body?: unknown, extra = {}) {
  const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json', ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

describe('operations a hosted project has switched off answer as GoTrue does', () => {
  it('phone sign-in, phone codes and phone passwords', async () => {
    const client = testClient();
    const otp = await client.auth.signInWithOtp({ phone: '+15555550100' });
    expect(otp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    expect(otp.error?.message).toBe('Unsupported phone provider');
    const verify = await client.auth.verifyOtp({
      phone: '+15555550100',
      token: '123456',
      type: 'sms',
    });
    expect(verify.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const password = await client.auth.signInWithPassword({
      phone: '+15555550100',
      password: 'whatever-it-is',
    });
    expect(password.error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
    expect(password.error?.message).toBe('Phone logins are disabled');
  });

  it('anonymous sign-in', async () => {
    const { error } = await testClient().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
  });

  it('web3 sign-in', async () => {
    const res = await call('POST', '/token?grant_type=web3', {
      chain: 'solana',
      message: 'x',
      signature: 'y',
    });
    expect(res).toEqual({
      status: 422,
      body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' },
    });
  });

  it('SSO', async () => {
    const { error } = await testClient().auth.signInWithSSO({ domain: 'example.com' });
    expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    expect(error?.message).toBe('SAML 2.0 is disabled');
    const metadata = await call('GET', '/sso/saml/metadata');
    expect(metadata.body.code).toBe('saml_provider_disabled');
  });

  it('identity linking and unlinking, after authentication', async () => {
    const user = await createConfirmedUser();
    const { accessToken } = await signIn(user.email);
    const link = await call(
      'GET',
      '/user/identities/authorize?provider=github',
      undefined,
      bearer(accessToken),
    );
    expect(link).toEqual({
      status: 404,
      body: { code: 'manual_linking_disabled', message: 'Manual linking is disabled' },
    });
    const unlink = await call(
      'DELETE',
      `/user/identities/${crypto.randomUUID()}`,
      undefined,
      bearer(accessToken),
    );
    expect(unlink.body.code).toBe('manual_linking_disabled');
    const anonymous = await call('GET', '/user/identities/authorize?provider=github');
    expect(anonymous.status).toBe(401);
  });
});
