import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  latestMailTo,
  openLink,
  pkceClient,
  uniqueEmail,
} from '../helpers/auth';

afterEach(() => {
  vi.useRealTimers();
});

describe('expiry of emailed links and PKCE codes', () => {
  it('a confirmation link older than its lifetime (1 hour by default) is refused', async () => {
    const email = uniqueEmail('old-link');
    await pkceClient().auth.signUp({ email, password: TEST_PASSWORD });
    const { link } = await latestMailTo(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_401 * 1000);
    const target = await openLink(link);
    expect(target.searchParams.get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams(target.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('an auth code must be exchanged within 5 minutes of the link being used', async () => {
    const supabase = pkceClient();
    const email = uniqueEmail('slow-exchange');
    await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    const code = (await openLink((await latestMailTo(email)).link)).searchParams.get('code') ?? '';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301 * 1000);
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error?.code).toBe('flow_state_expired');
    expect(error?.status).toBe(422);
  });

  it('unknown auth codes are flow_state_not_found', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'v'.repeat(64) }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});
