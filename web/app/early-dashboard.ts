/**
 * A dashboard's start, loaded by ./early-start.ts beside the app: its requests
 * (web/features/dashboard/early-dashboard.ts), its first frames
 * (web/features/dashboard/early-shell.ts) and the route modules the router will ask
 * for (./dashboard-routes.tsx), so they download with the app instead of after it.
 */
import { paths } from '../../shared/routes';
import {
  dashboardHomeRole,
  startDashboardRequests,
  type DashboardRole,
} from '../features/dashboard/early-dashboard';
import { showEarlyShell } from '../features/dashboard/early-shell';
import { rememberedTopBarUser } from '../features/layout/remembered-user';

const PAGES: Record<DashboardRole, () => Promise<unknown>> = {
  admin: () => import('../pages/dashboard/admin-dashboard-page'),
  investor: () => import('../pages/dashboard/investor-dashboard-page'),
  creator: () => import('../pages/dashboard/creator-dashboard-page'),
};

export function startDashboard(pathname: string): void {
  const role = dashboardHomeRole(pathname);
  if (!role || !startDashboardRequests(role)) return;
  // The remembered user only on their own dashboard (another role's URL redirects).
  const user = rememberedTopBarUser();
  showEarlyShell(role, user?.dashboard === paths[role].home ? user : null);
  // Each in a task of its own, after the shell's: asking for a module adds a modulepreload
  // link per file it needs (the page alone, dozens), and each link costs its own
  // appendChild; all of them in one task were one long task (130-240 ms at 4x CPU).
  // A failure here is the router's to report when it asks for the same modules.
  const loads = [
    () => import('../features/auth/route-guard'),
    () => import('../features/dashboard/dashboard-shell'),
    () => import('../features/conversations/notifications/notifications-bell'),
    PAGES[role],
  ];
  for (const load of loads) setTimeout(() => void load().catch(() => {}), 0);
}
