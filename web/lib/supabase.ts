import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_API_KEY } from '../../shared/constants';
import { SESSION_COOKIE } from '../../shared/session-cookie';
import { storedSessionValue, urlHasAuthResult } from './stored-session';

let clientPromise: Promise<SupabaseClient> | null = null;

/**
 * A session supabase-js kept in localStorage before it moved to the cookie
 * (`sb-<host>-auth-token`): moved into the cookie, once, before the client reads it, so
 * a visitor signed in before the move stays signed in.
 */
async function moveLegacySession(storage: {
  setItem(key: string, value: string): Promise<void>;
}): Promise<void> {
  try {
    const legacyKey = Object.keys(localStorage).find(
      (key) => key.startsWith('sb-') && key.endsWith('-auth-token'),
    );
    if (!legacyKey) return;
    const value = localStorage.getItem(legacyKey);
    localStorage.removeItem(legacyKey);
    if (value && !hasStoredSessionCookie()) await storage.setItem(SESSION_COOKIE, value);
  } catch {
    // storage unavailable: nothing to move
  }
}

function hasStoredSessionCookie(): boolean {
  return document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(SESSION_COOKIE));
}

/**
 * The app's one supabase-js client, created on first use, its session in the session
 * cookie (web/lib/cookie-storage.ts). Imported dynamically so public pages' first-load
 * JavaScript does not include it. The client talks to this origin: the worker answers
 * /auth/v1 and /rest/v1 (embedded or proxy), always with the bearer header, never the
 * cookie.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  clientPromise ??= Promise.all([import('@supabase/supabase-js'), import('./cookie-storage')]).then(
    async ([{ createClient }, { cookieStorage }]) => {
      await moveLegacySession(cookieStorage);
      return createClient(window.location.origin, PUBLIC_API_KEY, {
        auth: { storage: cookieStorage, storageKey: SESSION_COOKIE, flowType: 'implicit' },
      });
    },
  );
  return clientPromise;
}

/**
 * Whether the session needs supabase-js as the app starts: this browser keeps a session,
 * or the URL brings a sign-in result for supabase-js to read (an email link's or an OAuth
 * return's `#access_token=…` / `#error…`, a PKCE `?code=`). Otherwise a visitor is
 * signed out and supabase-js waits until they sign in (web/lib/session-actors.ts).
 */
export function authStateInBrowser(): boolean {
  return storedSessionValue() !== null || urlHasAuthResult();
}

export type { SupabaseClient };
