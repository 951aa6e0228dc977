import { PUBLIC_API_KEY } from '../../shared/constants';
import type { RenderedSession } from '../../shared/document-render';
import { isProfileRow, PROFILE_COLUMNS, toRole } from '../../shared/profile-row';
import { sessionFromCookieHeader, usableSession } from '../../shared/session-cookie';
import type { InProcessFetch } from './render-page';

/** The session a page renders for, and the token its signed-in reads carry. */
export interface PageSession {
  rendered: RenderedSession;
  token: string | null;
}

/**
 * Who is asking for a page, from the session cookie the browser's supabase-js keeps
 * (shared/session-cookie.ts). The token is verified by reading the user's profile with it
 * through the app's own PostgREST route (embedded or proxied), as the browser's session
 * does. No cookie: signed out. A cookie whose token is expiring, refused or unreadable:
 * the page renders as restoring, and the browser's supabase-js refreshes or ends it.
 */
export async function renderedSession(
  cookieHeader: string | undefined,
  fetchInProcess: InProcessFetch,
  origin: string,
): Promise<PageSession> {
  const stored = sessionFromCookieHeader(cookieHeader);
  if (!stored) return { rendered: { kind: 'signedOut' }, token: null };
  const usable = usableSession(stored, Date.now());
  if (!usable) return { rendered: { kind: 'restoring' }, token: null };
  // As supabase-js sends a select: without the spaces.
  const select = PROFILE_COLUMNS.replace(/\s/g, '');
  const query = `select=${select}&id=eq.${encodeURIComponent(usable.user.id)}`;
  const response = await fetchInProcess(
    new Request(`${origin}/rest/v1/profiles?${query}`, {
      headers: {
        apikey: PUBLIC_API_KEY,
        Authorization: `Bearer ${usable.accessToken}`,
        Accept: 'application/json',
      },
    }),
  );
  const rows: unknown = response.ok ? await response.json() : null;
  const row = Array.isArray(rows) ? (rows[0] as unknown) : null;
  if (!isProfileRow(row)) return { rendered: { kind: 'restoring' }, token: null };
  return {
    rendered: {
      kind: 'signedIn',
      user: {
        id: usable.user.id,
        email: usable.user.email,
        name: row.full_name,
        role: toRole(row.role),
        avatarUrl: row.avatar_url,
      },
    },
    token: usable.accessToken,
  };
}
