/**
 * A dashboard's data request, started as the page starts (web/app/early-dashboard.ts).
 * Client-rendered, a dashboard used to wait for a chain: the app chunk, the route
 * chunks, supabase-js, the session restore, the profile, and only then its own data.
 * With a stored session whose token is still good (web/lib/stored-session.ts) the
 * profile and the dashboard's data are asked for at once; the session machine takes
 * the profile (web/lib/early-session.ts), and the dashboard's queries (./api/get-dashboard.ts,
 * the investor's wallet) take their answers (web/lib/early-answers.ts). Without such a session nothing starts here: supabase-js
 * restores and refreshes the session, and the requests follow as before.
 */
import { apiPaths, paths } from '../../../shared/routes';
import { sessionAtStart } from '../../lib/stored-session';
import { startProfileEarly } from '../../lib/early-session';
import { startEarlyAnswers } from '../../lib/early-answers';
import { INVESTING_PATHS } from '../../../shared/investing/api';

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

/** What a dashboard's home shows besides its own data: the investor's wallet balance. */
export function earlyPaths(role: DashboardRole): string[] {
  const dashboard = apiPaths.dashboard(role);
  return role === 'investor' ? [dashboard, INVESTING_PATHS.wallet] : [dashboard];
}

/** With a good stored session: the profile and what the role's dashboard shows, requested now. */
export function startDashboardRequests(role: DashboardRole): boolean {
  const session = sessionAtStart();
  if (!session) return false;
  startProfileEarly(session);
  startEarlyAnswers(session, earlyPaths(role));
  return true;
}
