import type { SupabaseClient } from '../../lib/supabase';

/** What the settings sections use of supabase-js: auth (user, MFA, sign-out) and REST. */
export type SettingsClient = Pick<SupabaseClient, 'auth' | 'from'>;

/** A section's outcome line: a success to announce, or the server's refusal. */
export interface Outcome {
  ok: boolean;
  text: string;
}

export function failed(error: { message: string }): Outcome {
  return { ok: false, text: error.message };
}
