/**
 * The autoconfirm sign-up limit is a setting like GoTrue's RATE_LIMIT_*: by default 30
 * sign-ups per address per 5 minutes, AUTH_RATE_LIMIT_SIGNUP changes it. Sign-ups past it
 * are GoTrue's 429 over_request_rate_limit; another address is not affected.
 */
import { env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../helpers/auth';

function clientWith(vars: Record<string, string>, address: string) {
  const workerEnv = { ...env, AUTH_AUTOCONFIRM: 'true', ...vars };
  return createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: {
      headers: { 'CF-Connecting-IP': address },
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), workerEnv)),
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signUps(client: ReturnType<typeof clientWith>, count: number) {
  const outcomes: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const { error } = await client.auth.signUp({
      email: uniqueEmail('limit'),
      password: TEST_PASSWORD,
    });
    outcomes.push(error?.code ?? null);
  }
  return outcomes;
}

describe('AUTH_RATE_LIMIT_SIGNUP', () => {
  it('lowers the autoconfirm sign-up limit to the configured number', async () => {
    const client = clientWith({ AUTH_RATE_LIMIT_SIGNUP: '2' }, '192.0.2.71');
    expect(await signUps(client, 3)).toEqual([null, null, 'over_request_rate_limit']);
    // Another address has its own budget.
    const other = clientWith({ AUTH_RATE_LIMIT_SIGNUP: '2' }, '192.0.2.72');
    expect(await signUps(other, 1)).toEqual([null]);
  });

  it('raises it past the default of 30', async () => {
    const client = clientWith({ AUTH_RATE_LIMIT_SIGNUP: '40' }, '192.0.2.73');
    const outcomes = await signUps(client, 32);
    expect(outcomes.filter((code) => code !== null)).toEqual([]);
  });

  it('keeps 30 without the setting (and with a malformed one)', async () => {
    const client = clientWith({ AUTH_RATE_LIMIT_SIGNUP: 'lots' }, '192.0.2.74');
    const outcomes = await signUps(client, 31);
    expect(outcomes.slice(0, 30).every((code) => code === null)).toBe(true);
    expect(outcomes[30]).toBe('over_request_rate_limit');
  });
});
