import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionFromCookieHeader, toBase64Url } from '../../shared/session-cookie';

const session = {
  access_token: 'header.payload.signature',
  refresh_token: 'r-1',
  user: { id: 'u-1', email: 'zoë@example.com' },
};
const encoded = `base64-${toBase64Url(JSON.stringify(session))}`;
const expected = { accessToken: session.access_token, user: session.user };

describe('the session cookie', () => {
  it('reads the session @supabase/ssr writes, with non-ASCII text, among other cookies', () => {
    const header = `theme=dark; ${SESSION_COOKIE}=${encoded}; other=1`;
    expect(sessionFromCookieHeader(header)).toEqual(expected);
  });

  it('joins a session split into chunks, in their order', () => {
    const cut = Math.floor(encoded.length / 2);
    const header = `${SESSION_COOKIE}.1=${encoded.slice(cut)}; ${SESSION_COOKIE}.0=${encoded.slice(0, cut)}`;
    expect(sessionFromCookieHeader(header)).toEqual(expected);
  });

  it('reads a raw JSON value (the other encoding), URI-encoded', () => {
    const header = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(session))}`;
    expect(sessionFromCookieHeader(header)).toEqual(expected);
  });

  it('is no session when absent, damaged or not a session', () => {
    expect(sessionFromCookieHeader(null)).toBeNull();
    expect(sessionFromCookieHeader('theme=dark')).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=base64-%%%`)).toBeNull();
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=base64-${toBase64Url('{"a":')}`)).toBeNull();
    const noUser = toBase64Url(JSON.stringify({ access_token: 'x' }));
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}=base64-${noUser}`)).toBeNull();
    // Only the first of two chunks: the JSON is cut short.
    const half = encoded.slice(0, encoded.length / 2);
    expect(sessionFromCookieHeader(`${SESSION_COOKIE}.0=${half}`)).toBeNull();
  });
});
