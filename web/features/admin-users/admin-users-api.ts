import type { SupabaseClient } from '../../lib/supabase';
import { PUBLIC_API_KEY } from '../../../shared/constants';

export type ManagedRole = 'admin' | 'investor' | 'creator';

/** One row of the users screen: the auth user joined with its profile's name and role. */
export interface ManagedUser {
  id: string;
  email: string;
  name: string | null;
  role: ManagedRole | null;
  createdAt: string;
  lastSignInAt: string | null;
  /** When the suspension ends, or null when the user may sign in. */
  suspendedUntil: string | null;
  invited: boolean;
  confirmed: boolean;
}

export interface UsersPage {
  users: ManagedUser[];
  total: number;
  page: number;
  lastPage: number;
}

interface WireUser {
  id: string;
  email: string;
  created_at: string;
  last_sign_in_at?: string;
  banned_until?: string;
  invited_at?: string;
  email_confirmed_at?: string;
  user_metadata?: { full_name?: unknown };
}

interface WireError {
  message?: string;
  msg?: string;
}

async function failure(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => ({}))) as WireError;
  return new Error(body.message ?? body.msg ?? `The server answered ${res.status}`);
}

function headers(accessToken: string): Record<string, string> {
  return {
    apikey: PUBLIC_API_KEY,
    Authorization: `Bearer ${accessToken}`,
    'X-Supabase-Api-Version': '2024-01-01',
  };
}

/**
 * One page of users from GoTrue's GET /admin/users (called with the admin's own session).
 * supabase-js's listUsers cannot send `filter`, so the search goes through fetch; the
 * roles come from the profiles the admin may read (`/rest/v1/profiles?id=in.(…)`).
 */
export async function fetchUsersPage(
  accessToken: string,
  query: { page: number; perPage: number; search: string },
): Promise<UsersPage> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.search.trim()) params.set('filter', query.search.trim());
  const res = await fetch(`/auth/v1/admin/users?${params.toString()}`, {
    headers: headers(accessToken),
  });
  if (!res.ok) throw await failure(res);
  const body = (await res.json()) as { users: WireUser[] };
  const total = Number(res.headers.get('x-total-count') ?? body.users.length);
  const roles = await fetchRoles(
    accessToken,
    body.users.map((u) => u.id),
  );
  return {
    users: body.users.map((u) => toManaged(u, roles.get(u.id))),
    total,
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / query.perPage)),
  };
}

async function fetchRoles(
  accessToken: string,
  ids: string[],
): Promise<Map<string, { role: ManagedRole; full_name: string | null }>> {
  const map = new Map<string, { role: ManagedRole; full_name: string | null }>();
  if (ids.length === 0) return map;
  const res = await fetch(`/rest/v1/profiles?select=id,role,full_name&id=in.(${ids.join(',')})`, {
    headers: headers(accessToken),
  });
  if (!res.ok) throw await failure(res);
  const rows = (await res.json()) as { id: string; role: ManagedRole; full_name: string | null }[];
  for (const row of rows) map.set(row.id, row);
  return map;
}

function toManaged(u: WireUser, profile?: { role: ManagedRole; full_name: string | null }) {
  const metaName =
    typeof u.user_metadata?.full_name === 'string' ? u.user_metadata.full_name : null;
  const until = u.banned_until && Date.parse(u.banned_until) > Date.now() ? u.banned_until : null;
  return {
    id: u.id,
    email: u.email,
    name: profile?.full_name ?? metaName,
    role: profile?.role ?? null,
    createdAt: u.created_at,
    lastSignInAt: u.last_sign_in_at ?? null,
    suspendedUntil: until,
    invited: Boolean(u.invited_at),
    confirmed: Boolean(u.email_confirmed_at),
  };
}

/** A suspension long enough to mean "until restored" (GoTrue's ban_duration). */
export const SUSPEND_DURATION = '876000h';

/** supabase-js `auth.admin`, with the admin's session as the Bearer (never a key). */
export async function adminAuth(accessToken: string): Promise<SupabaseClient['auth']['admin']> {
  const { createClient } = await import('@supabase/supabase-js');
  const client = createClient(window.location.origin, PUBLIC_API_KEY, {
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'sb-admin-api',
    },
  });
  return client.auth.admin;
}

/** The admin actions of the screen; each answers null or the server's message. */
export interface AdminActions {
  setRole(userId: string, role: ManagedRole): Promise<string | null>;
  suspend(userId: string): Promise<string | null>;
  restore(userId: string): Promise<string | null>;
  invite(email: string, role: 'investor' | 'creator'): Promise<string | null>;
}

export function adminActions(accessToken: string): AdminActions {
  const run = async (
    call: (
      admin: SupabaseClient['auth']['admin'],
    ) => Promise<{ error: { message: string } | null }>,
  ) => {
    const { error } = await call(await adminAuth(accessToken));
    return error ? error.message : null;
  };
  return {
    setRole: (id, role) => run((a) => a.updateUserById(id, { app_metadata: { role } })),
    suspend: (id) => run((a) => a.updateUserById(id, { ban_duration: SUSPEND_DURATION })),
    restore: (id) => run((a) => a.updateUserById(id, { ban_duration: 'none' })),
    invite: (email, role) =>
      run((a) =>
        a.inviteUserByEmail(email, {
          data: { role },
          redirectTo: `${window.location.origin}/reset-password`,
        }),
      ),
  };
}
