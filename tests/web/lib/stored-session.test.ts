import { afterEach, describe, expect, it } from 'vitest';
import { sessionAtStart, storedSession } from '../../../web/lib/stored-session';
import { SESSION_COOKIE, toBase64Url } from '../../../shared/session-cookie';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);

/** A JWT with these claims (the signature is never checked in the browser). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2ln`;
}

/** A session as supabase-js stores it: in its cookie (shared/session-cookie.ts). */
function store(token: string, user: Record<string, unknown> = { id: 'u-1', email: 'a@x.io' }) {
  const session = JSON.stringify({ access_token: token, user });
  document.cookie = `${SESSION_COOKIE}=base64-${toBase64Url(session)}; Path=/`;
}

const goodFor = (seconds: number) => jwt({ sub: 'u-1', exp: NOW / 1000 + seconds });

afterEach(() => {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('storedSession', () => {
  it('reads a session still kept the old way, in localStorage, until it moves to the cookie', () => {
    const user = { id: 'u-1', email: 'a@x.io' };
    const session = JSON.stringify({ access_token: goodFor(3600), user });
    localStorage.setItem('sb-127-auth-token', session);
    expect(storedSession(NOW)).toEqual({ accessToken: goodFor(3600), user });
  });

  it("gives the stored token and user while the token is the user's and good for more than two minutes", () => {
    store(goodFor(3600));
    expect(storedSession(NOW)).toEqual({
      accessToken: goodFor(3600),
      user: { id: 'u-1', email: 'a@x.io' },
    });
  });

  it('gives nothing for a token that expired or expires within two minutes (supabase-js refreshes it)', () => {
    store(goodFor(-10));
    expect(storedSession(NOW)).toBeNull();
    store(goodFor(120));
    expect(storedSession(NOW)).toBeNull();
    store(goodFor(121));
    expect(storedSession(NOW)).not.toBeNull();
  });

  it('gives nothing for a token of another user, without exp, or that is not a JWT', () => {
    store(jwt({ sub: 'u-2', exp: NOW / 1000 + 3600 }));
    expect(storedSession(NOW)).toBeNull();
    store(jwt({ sub: 'u-1' }));
    expect(storedSession(NOW)).toBeNull();
    store('not-a-jwt');
    expect(storedSession(NOW)).toBeNull();
    localStorage.setItem('sb-127-auth-token', '{broken');
    expect(storedSession(NOW)).toBeNull();
  });

  it('gives nothing without a stored session', () => {
    expect(storedSession(NOW)).toBeNull();
  });
});

describe('sessionAtStart', () => {
  it('leaves a URL that brings a sign-in result to supabase-js', () => {
    store(jwt({ sub: 'u-1', exp: Date.now() / 1000 + 3600 }));
    expect(sessionAtStart()?.user.id).toBe('u-1');
    window.history.replaceState(null, '', '/login?code=abc');
    expect(sessionAtStart()).toBeNull();
    window.history.replaceState(null, '', '/investor#access_token=x&type=recovery');
    expect(sessionAtStart()).toBeNull();
  });
});
