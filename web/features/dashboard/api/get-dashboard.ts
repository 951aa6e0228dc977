import { useEffect, useState } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
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
 * The queries whose data is still the early answer and that no dashboard has mounted on
 * yet. The cache's data is stale at once (staleTime 0), and the app mounts the query
 * well after the early answer has landed (its chunks, the session, a render in slices),
 * so without this the mount would ask again for what the page has just received.
 */
const unshownEarly = new WeakSet<Query>();

/**
 * Puts the request the page started early (../early-dashboard.ts) into the query cache
 * as this query's fetch, so the query shares it instead of asking again, also on its
 * first mount. Its answer counts only when it succeeded; otherwise the query asks the
 * normal way, with the session's current token, and shows that answer (an error included).
 */
function seedEarlyAnswer(
  client: QueryClient,
  path: string,
  userId: string | null,
  token: string | null,
): void {
  if (!userId || !token) return;
  const answer = takeEarlyDashboard(path, userId);
  if (!answer) return;
  const queryKey = apiQueryKey(path, userId);
  void client.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const early = await answer.catch(() => null);
      return early?.status === 200 ? early.body : apiFetch(path, { token });
    },
  });
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) return;
  unshownEarly.add(query);
  // Later mounts (the dashboard shown again) refetch as every screen does.
  client.setQueryDefaults(queryKey, { refetchOnMount: (mounted) => !unshownEarly.has(mounted) });
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
  useState(() => seedEarlyAnswer(client, path, userId, token));
  const state = useApiQuery<DashboardOf[R]>(path, { signedIn: true });
  // After the query's own subscription (its mount, where refetchOnMount is read): this
  // mount has taken the early answer, the next one refetches.
  useEffect(() => {
    const query = client.getQueryCache().find({ queryKey: apiQueryKey(path, userId), exact: true });
    if (query) unshownEarly.delete(query);
  }, [client, path, userId]);
  return state;
}
