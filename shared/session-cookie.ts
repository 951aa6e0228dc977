/**
 * The session cookie: where the browser's supabase-js client (@supabase/ssr's
 * createBrowserClient, web/lib/supabase.ts) keeps the session, so that the worker reads
 * it from a document request as the browser reads it from `document.cookie`. Flags and
 * CSRF: docs/security.md#session-cookie-and-csrf.
 *
 * The value is @supabase/ssr's: `base64-` and the session's JSON in base64url, split into
 * `<name>.0`, `<name>.1`, … when longer than one cookie may be. Reading it never decides
 * who is signed in on its own: the worker verifies the access token as it verifies a
 * bearer header, and the browser's supabase-js restores (and refreshes) it.
 */

/** The cookie's name (supabase-js's storage key): one fixed name for both sides. */
export const SESSION_COOKIE = 'sb-launchfund-auth-token';

/** @supabase/ssr's marker for a base64url-encoded value. */
const BASE64_PREFIX = 'base64-';

/** What a document render and the page's first requests need from the session. */
export interface CookieSession {
  accessToken: string;
  user: { id: string; email: string };
}

/** The cookies of a `Cookie` header (or `document.cookie`), by name; values URI-decoded. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** The whole stored value: the cookie itself, or its chunks joined in order. */
function joinedValue(cookies: Map<string, string>): string | null {
  const whole = cookies.get(SESSION_COOKIE);
  if (whole) return whole;
  let joined = '';
  for (let i = 0; cookies.has(`${SESSION_COOKIE}.${i}`); i++) {
    joined += cookies.get(`${SESSION_COOKIE}.${i}`);
  }
  return joined || null;
}

/**
 * The few web platform members used here, present in browsers, workerd and Node: shared/
 * compiles without the DOM type library, so they are declared (as shared/offering/sha256.ts
 * does).
 */
interface Runtime {
  atob(data: string): string;
  btoa(data: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
}
const runtime = globalThis as unknown as Runtime;

/** Decodes base64url (no padding needed) to a UTF-8 string. */
function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = runtime.atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new runtime.TextDecoder().decode(Uint8Array.from(binary, (c: string) => c.charCodeAt(0)));
}

/** Encodes a string (UTF-8) as base64url without padding, as @supabase/ssr writes it. */
export function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new runtime.TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return runtime.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A session as supabase-js stores it, read from its JSON; null when it is not one. */
export function sessionFromJson(json: string): CookieSession | null {
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) return null;
  const { access_token: accessToken, user } = value as {
    access_token?: unknown;
    user?: { id?: unknown; email?: unknown } | null;
  };
  if (typeof accessToken !== 'string') return null;
  if (typeof user?.id !== 'string') return null;
  const email = typeof user.email === 'string' ? user.email : '';
  return { accessToken, user: { id: user.id, email } };
}

/**
 * The session in a `Cookie` header (or `document.cookie`), or null when there is none or
 * it is damaged (a partial write, another encoding): then the visitor is signed out here.
 */
export function sessionFromCookieHeader(header: string | null | undefined): CookieSession | null {
  if (!header) return null;
  const value = joinedValue(parseCookies(header));
  if (!value) return null;
  try {
    const json = value.startsWith(BASE64_PREFIX)
      ? fromBase64Url(value.slice(BASE64_PREFIX.length))
      : value;
    return sessionFromJson(json);
  } catch {
    return null;
  }
}

/**
 * Seconds before expiry from which a stored token is not used on its own. supabase-js
 * refreshes a session 90 s before it expires (its EXPIRY_MARGIN); with a wider margin a
 * token used here is never one supabase-js would have replaced first.
 */
const EXPIRY_MARGIN_S = 120;

/** A JWT's `sub` and `exp`, or null when it is not one. */
function tokenClaims(token: string): { sub: unknown; exp: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const claims: unknown = JSON.parse(fromBase64Url(payload));
  return typeof claims === 'object' && claims !== null
    ? (claims as { sub: unknown; exp: unknown })
    : null;
}

/**
 * The session when its access token is the user's own (its `sub`) and not about to
 * expire; otherwise null, and supabase-js restores (and refreshes) it. Says nothing about
 * whether the server still honours the token: that is the server's check.
 */
export function usableSession(session: CookieSession | null, now: number): CookieSession | null {
  if (!session) return null;
  try {
    const claims = tokenClaims(session.accessToken);
    if (claims?.sub !== session.user.id || typeof claims.exp !== 'number') return null;
    return claims.exp - now / 1000 > EXPIRY_MARGIN_S ? session : null;
  } catch {
    return null;
  }
}
