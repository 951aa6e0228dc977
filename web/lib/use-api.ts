import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from './api-client';
import { prerenderedResponse } from './prerendered-data';

export type ApiState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: ApiError };

/**
 * Loads one /api resource for a screen: loading → success | error, with `retry` for the
 * error state's button. Pass `token` for signed-in resources; `enabled: false` waits
 * (e.g. until the session is restored). A stale response never overwrites a newer one.
 */
export function useApi<T>(
  path: string,
  options: { token?: string | null; enabled?: boolean } = {},
): ApiState<T> & { retry: () => void } {
  const { token, enabled = true } = options;
  const [attempt, setAttempt] = useState(0);
  // A prerendered page starts from the response inlined in its HTML (so hydration matches
  // the static markup) and revalidates in the background instead of showing 'loading'.
  const [state, setState] = useState<ApiState<T>>(() => {
    const inlined = token ? undefined : prerenderedResponse<T>(path);
    return inlined === undefined
      ? { status: 'loading', data: undefined, error: undefined }
      : { status: 'success', data: inlined, error: undefined };
  });
  const [inlinedPath] = useState(() => (state.status === 'success' ? path : null));

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const revalidating = attempt === 0 && path === inlinedPath;
    if (!revalidating) {
      setState({ status: 'loading', data: undefined, error: undefined });
    }
    // The page's load already asked for this data (its freshness check), so a background
    // revalidation is marked as a prefetch and does not count as another project view.
    const headers: Record<string, string> = revalidating ? { 'Sec-Purpose': 'prefetch' } : {};
    apiFetch<T>(path, token ? { token, headers } : { headers })
      .then((data) => {
        if (current) setState({ status: 'success', data, error: undefined });
      })
      .catch((err: unknown) => {
        if (!current) return;
        const error =
          err instanceof ApiError
            ? err
            : new ApiError(0, 'unexpected', 'Something went wrong. Please try again.');
        setState({ status: 'error', data: undefined, error });
      });
    return () => {
      current = false;
    };
  }, [path, token, enabled, attempt, inlinedPath]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
