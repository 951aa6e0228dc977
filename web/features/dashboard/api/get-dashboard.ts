import type { AdminDashboard, CreatorDashboard, InvestorDashboard } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { useEarlySeededQuery } from '../../../lib/seed-early-answer';

/** The response of GET /api/dashboards/<role>. */
export interface DashboardOf {
  admin: AdminDashboard;
  investor: InvestorDashboard;
  creator: CreatorDashboard;
}

/**
 * GET /api/dashboards/<role>: the signed-in user's dashboard. The route guard has already
 * made sure a user is signed in; the request waits for the session's token, and its first
 * fetch is the one the page started early (../early-dashboard.ts), when it did.
 */
export function useDashboard<R extends keyof DashboardOf>(role: R) {
  return useEarlySeededQuery<DashboardOf[R]>(apiPaths.dashboard(role));
}
