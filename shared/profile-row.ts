/**
 * The `profiles` row the session reads for its user (full_name, role, avatar_url), as
 * PostgREST answers it: read by the browser's session and by the worker's page render.
 */
import { ROLES, type Role } from './constants';

export interface ProfileRow {
  full_name: string | null;
  role: string | null;
  avatar_url: string | null;
}

export function toRole(value: unknown): Role | null {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null;
}

export function isProfileRow(value: unknown): value is ProfileRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return ['full_name', 'role', 'avatar_url'].every(
    (key) => row[key] === null || typeof row[key] === 'string',
  );
}

/** The columns the session reads (docs/product.md#profile), as supabase-js's `select`. */
export const PROFILE_COLUMNS = 'full_name, role, avatar_url';
