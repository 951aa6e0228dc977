import { SELF, env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { TEST_ORIGIN, TEST_PASSWORD, bearer, createConfirmedUser, signIn } from '../helpers/auth';

function decodePart(token: string, index: number): Record<string, unknown> {
  const part = (token.split('.')[index] ?? '').replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(part)) as Record<string, unknown>;
}

/** A supabase-js client that records the auth paths it calls. */
function recordingClient(workerEnv: typeof env = env) {
  const paths: string[] = [];
  const client = createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: {
      fetch: (input, init) => {
        const request = new Request(input, init);
        paths.push(new URL(request.url).pathname);
        return Promise.resolve(app.fetch(request, workerEnv));
      },
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { client, paths };
}

describe('ES256 access tokens and the JWKS', () => {
  it('signs with ES256 and a kid the JWKS publishes; getClaims verifies without /user', async () => {
    const user = await createConfirmedUser();
    const { client, paths } = recordingClient();
    const { data } = await client.auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    const token = data.session?.access_token ?? '';
    const header = decodePart(token, 0);
    expect(header.alg).toBe('ES256');
    const jwks = await (
      await SELF.fetch(`${TEST_ORIGIN}/auth/v1/.well-known/jwks.json`)
    ).json<{
      keys: { kid: string }[];
    }>();
    expect(jwks.keys.map((key) => key.kid)).toEqual([header.kid]);

    paths.length = 0;
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(user.id);
    expect(claims.data?.claims.aal).toBe('aal1');
    expect(paths).not.toContain('/auth/v1/user');
  });

  it('getClaims refuses a tampered ES256 token', async () => {
    const user = await createConfirmedUser();
    const { accessToken } = await signIn(user.email);
    const [head, , signature] = accessToken.split('.');
    const payload = { ...decodePart(accessToken, 1), role: 'service_role' };
    const body = btoa(JSON.stringify(payload))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const forged = `${head}.${body}.${signature}`;
    const { client } = recordingClient();
    const result = await client.auth.getClaims(forged);
    expect(result.error).not.toBeNull();
    const api = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
      headers: { apikey: PUBLIC_API_KEY, ...bearer(forged) },
    });
    expect(api.status).toBe(403);
  });

  it('refuses a token signed by another P-256 key under our kid', async () => {
    const user = await createConfirmedUser();
    const { accessToken } = await signIn(user.email);
    const header = decodePart(accessToken, 0);
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
    const forged = await sign(
      decodePart(accessToken, 1),
      { ...jwk, kid: String(header.kid), alg: 'ES256' },
      'ES256',
    );
    const res = await SELF.fetch(`${TEST_ORIGIN}/api/dashboards/investor`, {
      headers: bearer(forged),
    });
    expect(res.status).toBe(401);
  });

  it('with AUTH_JWT_ALGORITHM=HS256 signs HS256, and both kinds verify', async () => {
    const user = await createConfirmedUser();
    const hsEnv = { ...env, AUTH_JWT_ALGORITHM: 'HS256' };
    const { client, paths } = recordingClient(hsEnv);
    const { data } = await client.auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    });
    const hsToken = data.session?.access_token ?? '';
    expect(decodePart(hsToken, 0).alg).toBe('HS256');
    paths.length = 0;
    expect((await client.auth.getClaims()).data?.claims.sub).toBe(user.id);
    // HS256 has no public key: supabase-js asks /user instead.
    expect(paths).toContain('/auth/v1/user');

    const esToken = (await signIn(user.email)).accessToken;
    for (const token of [hsToken, esToken]) {
      const res = await SELF.fetch(`${TEST_ORIGIN}/api/dashboards/investor`, {
        headers: bearer(token),
      });
      expect(res.status).toBe(200);
      const rest = await SELF.fetch(`${TEST_ORIGIN}/rest/v1/profiles?select=id`, {
        headers: { apikey: PUBLIC_API_KEY, ...bearer(token) },
      });
      expect(rest.status).toBe(200);
    }
  });
});
