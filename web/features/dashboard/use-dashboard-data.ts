import { useAccessToken } from '../../lib/session';
import { useApi } from '../../lib/use-api';

/**
 * Loads one role's dashboard from /api/dashboards/<role> with the session's token. The
 * route guard has already made sure a user is signed in; the request waits for the token.
 */
export function useDashboardData<T>(role: 'admin' | 'investor' | 'creator') {
  const token = useAccessToken();
  return useApi<T>(`/api/dashboards/${role}`, { token, enabled: !!token });
}
