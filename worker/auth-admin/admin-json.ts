import type { IdentityRow, JsonObject, UserRow } from '../auth/user-json';
import { goTime, userJson } from '../auth/user-json';
import { findIdentities, findUserById } from '../auth/users';

/** An auth_users row with the admin columns of migration 0014. */
export interface AdminUserRow extends UserRow {
  banned_until: string | null;
  invited_at: string | null;
}

/**
 * GoTrue's User as the admin API shows it: the contract's user JSON plus `invited_at`
 * and `banned_until` (both omitted when empty, as Go's omitempty does).
 */
export function adminUserJson(user: AdminUserRow, identities: IdentityRow[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(userJson(user, identities))) {
    out[key] = value;
    if (key === 'phone' && user.invited_at) out.invited_at = goTime(user.invited_at);
    if (key === 'updated_at' && user.banned_until) out.banned_until = goTime(user.banned_until);
  }
  return out;
}

export async function findAdminUser(db: D1Database, id: string): Promise<AdminUserRow | null> {
  return (await findUserById(db, id)) as AdminUserRow | null;
}

/** The admin JSON of a stored user, read fresh. */
export async function loadAdminUserJson(db: D1Database, id: string): Promise<JsonObject | null> {
  const user = await findAdminUser(db, id);
  return user ? adminUserJson(user, await findIdentities(db, id)) : null;
}
