import type { SupabaseClient } from '@supabase/supabase-js';
import { PUBLIC_API_KEY } from '../../shared/constants';

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

export type { SupabaseClient };
