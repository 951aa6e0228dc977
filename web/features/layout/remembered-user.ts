/**
 * The signed-in top bar before the app starts. A prerendered page is the same HTML for
 * everyone (signed out); a signed-in visitor's top bar would show Log in / Sign up until
 * the app had loaded and restored the session. So the top bar remembers what it showed
 * for the signed-in user (in localStorage), and the
 * page's inline script (shared/top-bar-script.ts, the same rules in fixed text) puts it
 * into the page's signed-in slots before the first paint; the app then hydrates that same
 * content and takes over once the session is restored.
 */

import { TOP_BAR_USER_KEY as KEY } from '../../../shared/top-bar-script';
import { storedSessionValue } from '../../lib/stored-session';

/** What the signed-in top bar shows: no more than it prints. */
export interface TopBarUser {
  /** The user's id, matched against the stored session's, so another account never shows. */
  id: string;
  name: string;
  initial: string;
  dashboard: string;
}

/** The user id of supabase-js's stored session (web/lib/stored-session.ts), or null. */
function storedSessionUserId(): string | null {
  return storedSessionValue()?.user.id ?? null;
}

function isTopBarUser(value: unknown): value is TopBarUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['id', 'name', 'initial', 'dashboard'].every((k) => typeof v[k] === 'string');
}

/** Stores (or, signed out, forgets) what the signed-in top bar shows. */
export function rememberTopBarUser(user: TopBarUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the top bar waits for the session, as before
  }
}

/** The remembered top bar user, when the stored session is still that user's. */
export function rememberedTopBarUser(): TopBarUser | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!isTopBarUser(user)) return null;
    return user.id === storedSessionUserId() ? user : null;
  } catch {
    return null;
  }
}
