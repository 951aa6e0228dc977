/**
 * supabase-js's stored session read without supabase-js, for what can start before it
 * loads (web/lib/early-session.ts, the session restore in web/lib/session-actors.ts).
 * A module of its own so the page's entry can use it without the app's chunk.
 */
import {
  sessionFromCookieHeader,
  sessionFromJson,
  usableSession,
  type CookieSession,
} from '../../shared/session-cookie';

/**
 * The URL brings a sign-in result for supabase-js: an email link's or an OAuth return's
 * `#access_token=…` / `#error…`, a PKCE `?code=` (see web/lib/supabase.ts, authStateInBrowser).
 */
export function urlHasAuthResult(): boolean {
  const { hash, search } = window.location;
  return /(?:^#|&)(?:access_token|error|error_description)=/.test(hash) || /[?&]code=/.test(search);
}

/**
 * The session to start with before supabase-js has loaded: the stored one while its token
 * is good, unless the URL brings a sign-in result (supabase-js must read that first; it
 * may be another user's).
 */
export function sessionAtStart(): StoredSession | null {
  return urlHasAuthResult() ? null : storedSession();
}

/** supabase-js's stored session (docs/auth.md#client-behaviour) while its token is good. */
export interface StoredSession {
  accessToken: string;
  user: { id: string; email: string };
}

/**
 * supabase-js's stored session, as it keeps it: in the session cookie
 * (shared/session-cookie.ts), or, for a visitor signed in before the session moved there,
 * in localStorage until web/lib/supabase.ts moves it. Null when there is none.
 */
export function storedSessionValue(): CookieSession | null {
  try {
    const inCookie = sessionFromCookieHeader(document.cookie);
    if (inCookie) return inCookie;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith('sb-') || !key.endsWith('-auth-token')) continue;
      return sessionFromJson(localStorage.getItem(key) ?? 'null');
    }
  } catch {
    // storage unavailable or not a session supabase-js wrote: the normal restore decides
  }
  return null;
}

/**
 * The stored session's access token and user, read without supabase-js, when the token
 * is the user's own and is not about to expire (shared/session-cookie.ts, usableSession);
 * otherwise null, and supabase-js restores (and refreshes) the session as usual.
 */
export function storedSession(now: number = Date.now()): StoredSession | null {
  return usableSession(storedSessionValue(), now);
}
