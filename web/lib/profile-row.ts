/**
 * The `profiles` row the session reads for its user (full_name, role, avatar_url), as
 * PostgREST answers it, and what the session machine makes of it.
 */
import { ROLES, type Role } from '../../shared/constants';
import type { Profile } from '../../machines/session/session.types';

export interface ProfileRow {
  full_name: string | null;
  role: string | null;
  avatar_url: string | null;
}

function toRole(value: unknown): Role | null {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null;
}

export function isProfileRow(value: unknown): value is ProfileRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return ['full_name', 'role', 'avatar_url'].every(
    (key) => row[key] === null || typeof row[key] === 'string',
  );
}

export function toProfile(row: ProfileRow): Profile {
  return {
    fullName: row.full_name ?? null,
    role: toRole(row.role),
    avatarUrl: row.avatar_url ?? null,
  };
}
