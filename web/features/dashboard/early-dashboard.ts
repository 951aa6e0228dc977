/**
 * A dashboard's data request, started as the page starts (web/app/early-dashboard.ts).
 * Client-rendered, a dashboard used to wait for a chain: the app chunk, the route
 * chunks, supabase-js, the session restore, the profile, and only then its own data.
 * With a stored session whose token is still good (web/lib/stored-session.ts) the
 * profile and the dashboard's data are asked for at once; the session machine takes
 * the profile (web/lib/early-session.ts) and useDashboard seeds its query with the data
 * (./api/get-dashboard.ts). Without such a session nothing starts here: supabase-js
 * restores and refreshes the session, and the requests follow as before.
 */
import { apiPaths, paths } from '../../../shared/routes';
import { sessionAtStart } from '../../lib/stored-session';
import { fetchWithSession, startProfileEarly, type EarlyAnswer } from '../../lib/early-session';

export type DashboardRole = 'admin' | 'investor' | 'creator';

const HOMES: Record<string, DashboardRole> = {
  [paths.admin.home]: 'admin',
  [paths.investor.home]: 'investor',
  [paths.creator.home]: 'creator',
};

/** The dashboard role whose home `pathname` is (/admin, /investor, /creator), or null. */
export function dashboardHomeRole(pathname: string): DashboardRole | null {
  return HOMES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname] ?? null;
}

let early: { path: string; userId: string; answer: Promise<EarlyAnswer> } | null = null;

/** With a good stored session: the profile and the role's dashboard requested now. */
export function startDashboardRequests(role: DashboardRole): boolean {
  const session = sessionAtStart();
  if (!session) return false;
  startProfileEarly(session);
  const path = apiPaths.dashboard(role);
  early = {
    path,
    userId: session.user.id,
    answer: fetchWithSession(path, session, { Accept: 'application/json' }),
  };
  return true;
}

/**
 * The early answer for `path`, handed out once, and only to the user whose session
 * asked for it (a different signed-in user gets null and asks the normal way).
 */
export function takeEarlyDashboard(path: string, userId: string): Promise<EarlyAnswer> | null {
  if (early?.path !== path || early.userId !== userId) return null;
  const { answer } = early;
  early = null;
  return answer;
}
