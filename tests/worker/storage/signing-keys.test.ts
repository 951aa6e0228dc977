/**
 * /storage/v1 checks access tokens as the rest of the worker does: with the configured
 * signing key (AUTH_JWT_SIGNING_KEY, ES256) or HS256 (AUTH_JWT_ALGORITHM), never only
 * with the key derived from AUTH_JWT_SECRET.
 */
import { env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { TEST_ORIGIN, TEST_PASSWORD, createConfirmedUser } from '../helpers/auth';
import { pngFile } from './storage-helpers';

type WorkerEnv = typeof env;

/** A P-256 private JWK, as production sets it in AUTH_JWT_SIGNING_KEY. */
async function signingKeyJson(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return JSON.stringify({ ...jwk, kid: 'storage-test-key' });
}

/** supabase-js against the app served with `workerEnv`; with a token, storage carries it. */
function clientFor(workerEnv: WorkerEnv, accessToken?: string) {
  return createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: {
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), workerEnv)),
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signInUnder(workerEnv: WorkerEnv) {
  const user = await createConfirmedUser();
  const { data, error } = await clientFor(workerEnv).auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  });
  expect(error).toBeNull();
  return { userId: user.id, accessToken: data.session?.access_token ?? '' };
}

function algOf(token: string): unknown {
  const head = (token.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/');
  return (JSON.parse(atob(head)) as { alg?: unknown }).alg;
}

describe('storage verifies tokens with the configured keys', () => {
  it('accepts an ES256 token signed with AUTH_JWT_SIGNING_KEY', async () => {
    const keyedEnv: WorkerEnv = { ...env, AUTH_JWT_SIGNING_KEY: await signingKeyJson() };
    const { userId, accessToken } = await signInUnder(keyedEnv);
    expect(algOf(accessToken)).toBe('ES256');
    const avatars = clientFor(keyedEnv, accessToken).storage.from('avatars');
    const { data, error } = await avatars.upload(`${userId}/keyed.png`, pngFile());
    expect(error).toBeNull();
    expect(data?.path).toBe(`${userId}/keyed.png`);
  });

  it('accepts an HS256 token when AUTH_JWT_ALGORITHM is HS256', async () => {
    const hsEnv: WorkerEnv = { ...env, AUTH_JWT_ALGORITHM: 'HS256' };
    const { userId, accessToken } = await signInUnder(hsEnv);
    expect(algOf(accessToken)).toBe('HS256');
    const avatars = clientFor(hsEnv, accessToken).storage.from('avatars');
    expect((await avatars.upload(`${userId}/hs.png`, pngFile())).error).toBeNull();
  });

  it('refuses an ES256 token signed with a key the worker does not hold', async () => {
    const keyedEnv: WorkerEnv = { ...env, AUTH_JWT_SIGNING_KEY: await signingKeyJson() };
    const { userId, accessToken } = await signInUnder(keyedEnv);
    const otherEnv: WorkerEnv = { ...env, AUTH_JWT_SIGNING_KEY: await signingKeyJson() };
    const avatars = clientFor(otherEnv, accessToken).storage.from('avatars');
    const { error } = await avatars.upload(`${userId}/foreign.png`, pngFile());
    expect(error).not.toBeNull();
  });
});
