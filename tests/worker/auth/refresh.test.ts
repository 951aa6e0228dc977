import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, createConfirmedUser, testClient } from '../helpers/auth';

function refresh(token: string) {
  return SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: token }),
  });
}

async function refreshed(token: string): Promise<string> {
  const res = await refresh(token);
  expect(res.status).toBe(200);
  const body: { refresh_token: string } = await res.json();
  return body.refresh_token;
}

async function signedInClient() {
  const user = await createConfirmedUser();
  const supabase = testClient();
  const { data } = await supabase.auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  });
  return { supabase, first: data.session?.refresh_token ?? '' };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('refresh token grant', () => {
  it('rotates on every use through supabase-js', async () => {
    const { supabase, first } = await signedInClient();
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toMatch(/^[a-z2-7]{12}$/);
    expect(data.session?.refresh_token).not.toBe(first);
    expect(data.user).not.toBeNull();
    const again = await supabase.auth.refreshSession();
    expect(again.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it('returns the active token for its revoked parent (cross-tab race)', async () => {
    const { first } = await signedInClient();
    const second = await refreshed(first);
    expect(await refreshed(first)).toBe(second);
    // Much later, too: parent-of-active has no time limit.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    expect(await refreshed(first)).toBe(second);
  });

  it('gives older reuse within 10 s the active token, then ends the session on reuse after it', async () => {
    const { first } = await signedInClient();
    const second = await refreshed(first);
    const third = await refreshed(second);
    // `first` is no longer the parent of the active token, but the window is open: it gets
    // the active token back rather than a second live chain.
    const fromWindow = await refreshed(first);
    expect(fromWindow).toBe(third);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    // `first` is neither the parent of the active token nor inside the window now.
    const reused = await refresh(first);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The session is over: even the newest token no longer works (it went with it).
    const newest = await refresh(fromWindow);
    expect(newest.status).toBe(400);
    expect(await newest.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('answers unknown and malformed tokens with the contract codes', async () => {
    expect(await (await refresh('abcdefghijkl')).json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    expect(await (await refresh('short')).json()).toEqual({
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    });
    expect((await refresh('')).status).toBe(400);
  });

  it('answers session_not_found once the session is signed out', async () => {
    const { supabase, first } = await signedInClient();
    await supabase.auth.signOut();
    const res = await refresh(first);
    expect(res.status).toBe(400);
    // Sessions cascade to their tokens, so the token itself is gone.
    expect(await res.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });
});
