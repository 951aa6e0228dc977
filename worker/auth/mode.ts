import type { Env } from '../env';

export type AuthMode = 'embedded' | 'proxy';

/** Proxy mode needs both the hosted project's URL and its anon key; otherwise embedded. */
export function authMode(env: Env): AuthMode {
  return env.SUPABASE_URL && env.SUPABASE_ANON_KEY ? 'proxy' : 'embedded';
}
