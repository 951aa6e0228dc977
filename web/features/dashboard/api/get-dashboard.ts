import type { AdminDashboard, CreatorDashboard, InvestorDashboard } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { useApiQuery } from '../../../lib/api-query';

/** The response of GET /api/dashboards/<role>. */
export interface DashboardOf {
  admin: AdminDashboard;
  investor: InvestorDashboard;
  creator: CreatorDashboard;
}

/**
 * GET /api/dashboards/<role>: the signed-in user's dashboard. The route guard has already
 * made sure a user is signed in; the page's server render brings its first answer.
 */
export function useDashboard<R extends keyof DashboardOf>(role: R) {
  return useApiQuery<DashboardOf[R]>(apiPaths.dashboard(role), { signedIn: true });
}
