/**
 * A dashboard's start, loaded by ./early-start.ts: its requests
 * (web/features/dashboard/early-dashboard.ts) and its first frames: the early shell
 * (web/features/dashboard/early-shell.ts), then the dashboard itself, drawn ahead of the
 * app (./static-dashboard.ts). When it cannot be drawn, the route modules the router
 * will ask for are loaded here, so they download with the app instead of after it.
 */
import { paths } from '../../shared/routes';
import {
  dashboardHomeRole,
  earlyPaths,
  startDashboardRequests,
  type DashboardRole,
} from '../features/dashboard/early-dashboard';
import { showEarlyShell } from '../features/dashboard/early-shell';
import { rememberedTopBarUser } from '../features/layout/remembered-user';
import { sessionAtStart } from '../lib/stored-session';
import { showStaticDashboard } from './static-dashboard';

const PAGES: Record<DashboardRole, () => Promise<unknown>> = {
  admin: () => import('../pages/dashboard/admin-dashboard-page'),
  investor: () => import('../pages/dashboard/investor-dashboard-page'),
  creator: () => import('../pages/dashboard/creator-dashboard-page'),
};

/** Each in a task of its own, after the shell's (see below). */
function loadRouteModules(role: DashboardRole): void {
  // Asking for a module adds a modulepreload link per file it needs (the page alone,
  // dozens), and each link costs its own appendChild; all of them in one task were one
  // long task (130-240 ms at 4x CPU). A failure here is the router's to report when it
  // asks for the same modules.
  const loads = [
    () => import('../features/auth/route-guard'),
    () => import('../features/dashboard/dashboard-shell'),
    () => import('../features/conversations/notifications/notifications-bell'),
    PAGES[role],
  ];
  for (const load of loads) setTimeout(() => void load().catch(() => {}), 0);
}

/**
 * Starts the dashboard at `pathname` (its home). True when it is drawn ahead of the app,
 * which then starts on use; false when the app must start now.
 */
export async function startDashboard(
  pathname: string,
  root: HTMLElement,
  appStarted: () => boolean,
): Promise<boolean> {
  const role = dashboardHomeRole(pathname);
  const session = sessionAtStart();
  if (!role || !session || !startDashboardRequests(role)) return false;
  // The remembered user only on their own dashboard (another role's URL redirects).
  const user = rememberedTopBarUser();
  showEarlyShell(role, user?.dashboard === paths[role].home ? user : null);
  const shown = await showStaticDashboard({
    role,
    session,
    paths: earlyPaths(role),
    root,
    appStarted,
  });
  if (!shown) loadRouteModules(role);
  return shown;
}
