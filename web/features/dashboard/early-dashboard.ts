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
import { CONVERSATION_PATHS } from '../../../shared/conversations/paths';
import { INVESTING_PATHS } from '../../../shared/investing/paths';

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

/** The auth server's user: its factors tell whether an admin has two-factor sign-in. */
export const EARLY_USER_PATH = '/auth/v1/user';

/**
 * What a dashboard's home shows: its own data, the top bar's notifications, and the
 * investor's wallet balance or whether the admin has set up two-factor sign-in.
 */
export function earlyPaths(role: DashboardRole): string[] {
  const shown = [apiPaths.dashboard(role), CONVERSATION_PATHS.notifications];
  if (role === 'investor') return [...shown, INVESTING_PATHS.wallet];
  if (role === 'admin') return [...shown, EARLY_USER_PATH];
  return shown;
}

/** With a good stored session: the profile and what the role's dashboard shows, requested now. */
export function startDashboardRequests(role: DashboardRole): boolean {
  const session = sessionAtStart();
  if (!session) return false;
  startProfileEarly(session);
  startEarlyAnswers(session, earlyPaths(role));
  return true;
}
