import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminDashboard, CreatorDashboard, InvestorDashboard } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { apiFetch } from '../../../lib/api-client';
import { apiQueryKey, useApiQuery } from '../../../lib/api-query';
import { useAccessToken, useSessionUser } from '../../../lib/session';
import { takeEarlyDashboard } from '../early-dashboard';

/** The response of GET /api/dashboards/<role>. */
export interface DashboardOf {
  admin: AdminDashboard;
  investor: InvestorDashboard;
  creator: CreatorDashboard;
}

/**
 * Puts the request the page started early (../early-dashboard.ts) into the query cache
 * as this query's fetch, so the query shares it instead of asking again. Its answer
 * counts only when it succeeded; otherwise the query asks the normal way, with the
 * session's current token, and shows that answer (an error included). True when it did.
 */
function seedEarlyAnswer(
  client: QueryClient,
  path: string,
  userId: string | null,
  token: string | null,
): boolean {
  if (!userId || !token) return false;
  const answer = takeEarlyDashboard(path, userId);
  if (!answer) return false;
  void client.prefetchQuery({
    queryKey: apiQueryKey(path, userId),
    queryFn: async () => {
      const early = await answer.catch(() => null);
      return early?.status === 200 ? early.body : apiFetch(path, { token });
    },
  });
  return true;
}

/**
 * GET /api/dashboards/<role>: the signed-in user's dashboard. The route guard has already
 * made sure a user is signed in; the request waits for the session's token.
 */
export function useDashboard<R extends keyof DashboardOf>(role: R) {
  const path = apiPaths.dashboard(role);
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? null;
  const token = useAccessToken();
  // Once, before the query below first subscribes.
  const [seeded] = useState(() => seedEarlyAnswer(client, path, userId, token));
  // The early answer lands well before the app mounts this query (its chunks, the session,
  // a render in slices), and the cache's data is stale at once (staleTime 0): the mount
  // that took it does not ask again. Later mounts refetch as every screen does.
  return useApiQuery<DashboardOf[R]>(path, { signedIn: true, refetchOnMount: !seeded });
}
