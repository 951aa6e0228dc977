import type { Role } from './constants';

/** The signed-in user as every screen sees it (docs/product.md#session-user). */
export interface SessionUser {
  id: string;
  email: string;
  /** full_name from the profile; null when the profile has none or could not be read. */
  name: string | null;
  /** From the profile row; null when unknown (profile fetch failed). */
  role: Role | null;
  avatarUrl: string | null;
}

/** The name to show: the profile name, else the part of the email before @ (docs/product.md#top-bar). */
export function displayName(user: Pick<SessionUser, 'name' | 'email'>): string {
  const name = user.name?.trim();
  if (name) return name;
  return user.email.split('@')[0] ?? user.email;
}

/** The avatar chip's letter: first letter of the name, else of the email, upper-cased. */
export function avatarInitial(user: Pick<SessionUser, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email;
  return (source.charAt(0) || '?').toUpperCase();
}
