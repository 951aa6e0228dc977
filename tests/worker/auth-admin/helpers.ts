/** Clients for the admin API tests: the service role key and an admin's own session. */
import { SELF, env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, signedInUser } from '../helpers/auth';

const fetchSelf = (input: RequestInfo | URL, init?: RequestInit) => SELF.fetch(input, init);
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** The hosted service role key's shape: an HS256 JWT with role service_role. */
export async function serviceRoleKey(secret: string = env.AUTH_JWT_SECRET ?? ''): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign({ iss: 'supabase', role: 'service_role', iat, exp: iat + 3600 }, secret, 'HS256');
}

/** supabase-js created with the service role key, as a server would. */
export async function serviceClient(key?: string) {
  return createClient(TEST_ORIGIN, key ?? (await serviceRoleKey()), {
    global: { fetch: fetchSelf },
    auth: noSession,
  });
}

/** supabase-js whose every auth call carries `accessToken` (how the admin screen calls). */
export function sessionClient(accessToken: string) {
  return createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: { fetch: fetchSelf, headers: { Authorization: `Bearer ${accessToken}` } },
    auth: noSession,
  });
}

/** A signed-in admin and a client that calls the admin API with their session. */
export async function adminSession() {
  const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
  return { ...admin, client: sessionClient(admin.accessToken) };
}

/** The user stream's event types, oldest first, with their actors. */
export async function userEvents(userId: string) {
  const { results } = await env.DB.prepare(
    'SELECT type, actor_id, payload FROM events WHERE stream_id = ? ORDER BY version',
  )
    .bind(userId)
    .all<{ type: string; actor_id: string | null; payload: string }>();
  return results;
}

/** A raw admin API call, for what supabase-js cannot send (filter, bad input). */
export function adminFetch(path: string, token: string, init: RequestInit = {}) {
  return SELF.fetch(`${TEST_ORIGIN}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: PUBLIC_API_KEY,
      Authorization: `Bearer ${token}`,
      'X-Supabase-Api-Version': '2024-01-01',
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}
