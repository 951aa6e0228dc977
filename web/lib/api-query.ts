import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from './api-client';
import { notFromThisNavigation } from './navigation-answers';
import { notFromThisPage } from './page-answers';
import { apiQueryKey } from './api-query-key';
import { useAccessToken, useSessionUser } from './session';

export { apiQueryKey };

export type ApiState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: ApiError };

/** Puts a command's returned resource into the cache in place of a refetch. */
export function setApiData<T>(
  client: QueryClient,
  path: string,
  userId: string | null,
  update: T | ((old: T | undefined) => T | undefined),
): void {
  client.setQueryData<T>(apiQueryKey(path, userId), update);
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError(0, 'unexpected', 'Something went wrong. Please try again.');
}

/**
 * Reads one /api resource through the query cache: loading → success | error, with
 * `retry` for the error state's button. `signedIn` resources wait for the session's
 * token and send it. On the page's first render the answer is the one the server
 * rendered with (web/lib/page-answers.ts), and on a screen a navigation opened the one its
 * route's loader fetched (web/lib/route-data.ts): neither is asked for again as it mounts.
 */
export function useApiQuery<T>(
  path: string,
  {
    signedIn = false,
    refetchOnMount = true,
  }: {
    signedIn?: boolean;
    /** False when the cache already holds an answer this page has just received. */
    refetchOnMount?: boolean;
  } = {},
): ApiState<T> & { retry: () => void } {
  const token = useAccessToken();
  const userId = useSessionUser()?.id ?? null;
  const key = apiQueryKey(path, signedIn ? userId : null);
  const query = useQuery({
    queryKey: key,
    enabled: !signedIn || Boolean(token),
    refetchOnMount: (query: { queryHash: string }) =>
      refetchOnMount && notFromThisPage(query) && notFromThisNavigation(query),
    queryFn: ({ signal }) =>
      apiFetch<T>(path, {
        signal,
        ...(signedIn && token ? { token } : {}),
      }),
  });
  const retry = () => void query.refetch();
  if (query.status === 'success') {
    return { status: 'success', data: query.data, error: undefined, retry };
  }
  // A retry after an error shows 'loading' again, as the error screen's Retry promises.
  if (query.status === 'error' && query.fetchStatus === 'idle') {
    return { status: 'error', data: undefined, error: asApiError(query.error), retry };
  }
  return { status: 'loading', data: undefined, error: undefined, retry };
}

/** One command to the product API: its path, method and JSON body. */
export interface ApiCommand {
  path: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** Where a command's success lands: the cache and the user it belongs to. */
export interface CommandCache {
  client: QueryClient;
  userId: string | null;
}

/**
 * A signed-in command (POST, PUT, PATCH or DELETE) with the session's token. `onSuccess` puts the
 * returned resource into the cache, so screens update without another round trip.
 * Resolves with the response once the cache holds it; rejects with an ApiError.
 */
export function useApiCommand<V, T>(
  command: (variables: V) => ApiCommand,
  onSuccess?: (data: T, variables: V, cache: CommandCache) => void,
): (variables: V) => Promise<T> {
  const client = useQueryClient();
  const token = useAccessToken();
  const userId = useSessionUser()?.id ?? null;
  const mutation = useMutation({
    mutationFn: (variables: V) => {
      const { path, method, body } = command(variables);
      return apiFetch<T>(path, {
        method,
        ...(token ? { token } : {}),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
    onSuccess: (data, variables) => onSuccess?.(data, variables, { client, userId }),
  });
  return mutation.mutateAsync;
}
