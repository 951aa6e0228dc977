import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_API_KEY } from '../../shared/constants';
import { hasStoredSession } from './deferred-boot';
import { urlHasAuthResult } from './stored-session';

let clientPromise: Promise<SupabaseClient> | null = null;

/**
 * The app's one supabase-js client, created on first use. supabase-js is imported
 * dynamically so public pages' first-load JavaScript does not include it. The client
 * talks to this origin: the worker answers /auth/v1 and /rest/v1 (embedded or proxy).
 */
export function loadSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(window.location.origin, PUBLIC_API_KEY),
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
  return hasStoredSession() || urlHasAuthResult();
}

export type { SupabaseClient };
