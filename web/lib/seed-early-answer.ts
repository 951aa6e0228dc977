import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { apiQueryKey, useApiQuery } from './api-query';
import { takeEarlyAnswer } from './early-answers';
import { useAccessToken, useSessionUser } from './session';

/**
 * Puts the request the page started early (./early-answers.ts) into the query cache as
 * this query's fetch, so the query shares it instead of asking again. Its answer counts
 * only when it succeeded; otherwise the query asks the normal way, with the session's
 * current token, and shows that answer (an error included). True when it did.
 */
function seedEarlyAnswer(
  client: QueryClient,
  path: string,
  userId: string | null,
  token: string | null,
): boolean {
  if (!userId || !token) return false;
  const answer = takeEarlyAnswer(path, userId);
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
 * A signed-in GET of `path` (useApiQuery) whose first fetch is the page's early request
 * for it, when the page started one for this user. The early answer lands well before
 * the app mounts this query (its chunks, the session, a render in slices), and the
 * cache's data is stale at once (staleTime 0): the mount that took it does not ask
 * again. Later mounts refetch as every screen does.
 */
export function useEarlySeededQuery<T>(path: string) {
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? null;
  const token = useAccessToken();
  // Once, before the query below first subscribes.
  const [seeded] = useState(() => seedEarlyAnswer(client, path, userId, token));
  return useApiQuery<T>(path, { signedIn: true, refetchOnMount: !seeded });
}
