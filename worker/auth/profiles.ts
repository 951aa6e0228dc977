import type { Role } from '../../shared/constants';
import { avatarUrlProblem, fullNameProblem } from '../../shared/schemas/person';

export interface ProfileRow {
  id: string;
  full_name: string | null;
  role: Role;
  avatar_url: string | null;
  created_at: string;
  updated_at: string;
}

export const PROFILE_COLUMNS = [
  'id',
  'full_name',
  'role',
  'avatar_url',
  'created_at',
  'updated_at',
] as const;

/** The profile row of a user: the only source of their role. */
export function findProfile(db: D1Database, userId: string): Promise<ProfileRow | null> {
  return db.prepare('SELECT * FROM profiles WHERE id = ?').bind(userId).first<ProfileRow>();
}

/**
 * Why `value` may not be written to a profile's `column`, or null when it may. The
 * name and avatar follow the sign-up and event rules (shared/schemas/person.ts): a name
 * the profile takes must be one every later project or investment event can carry.
 */
export function profileValueProblem(column: string, value: unknown): string | null {
  if (column === 'full_name') return value === null ? null : fullNameProblem(value);
  if (column === 'avatar_url') return avatarUrlProblem(value);
  return null;
}
