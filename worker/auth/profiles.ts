import type { Role } from '../../shared/constants';

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
