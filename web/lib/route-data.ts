/**
 * A route's data starts with its code (docs/architecture.md#what-a-click-costs): a route's
 * `loader` names the /api reads its screen makes as it opens, and they start when the
 * navigation starts, beside the route's chunk, instead of once the chunk has arrived,
 * run and rendered. They go into the app's one cache (TanStack Query, the keys of
 * web/lib/api-query-key.ts) with the screen's own request, so its queries find them there,
 * answered or on their way, and do not ask again as they mount (navigation-answers.ts).
 *
 * The loader does not wait for them: the screen shows as soon as its code is there, with
 * its own loading states, and its reads' failures are its own to show (with Retry). The
 * app serves its cache and session here once it runs (useServeRouteData, in the root
 * route); before that, and in a server render, a loader starts nothing and the screen
 * reads as it always does.
 */
import { useLayoutEffect } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { Role } from '../../shared/constants';
import { apiFetch } from './api-client';
import { apiQueryKey } from './api-query-key';
import { rememberNavigationAnswer, screenUrl } from './navigation-answers';
import { useSessionHost } from './session-context';

/** One /api read a screen makes as it opens; `signedIn` reads are the session user's. */
export interface RouteRead {
  path: string;
  signedIn?: boolean;
}

/** The running app's cache and who is signed in, with the token their reads send. */
interface RouteDataSource {
  client: QueryClient;
  session: () => { userId: string | null; role: Role | null; accessToken: string | null };
}

let source: RouteDataSource | null = null;

/**
 * How long a read started on a link's intent (a pointer over it, focus, a touch), or with
 * its route's warmed code, stands for the navigation that follows: the click comes a
 * moment after the pointer, and a pointer that rested on the link without clicking leaves
 * nothing older than this. A later click asks again, and its screen shows what the cache
 * had meanwhile.
 */
const INTENT_READS_FRESH_MS = 10_000;
/** Query hash → when an intent started it. */
const startedOnIntent = new Map<string, number>();

/** Serves route loaders with `served`; returns the function that stops it. */
export function serveRouteData(served: RouteDataSource): () => void {
  source = served;
  return () => {
    if (source === served) source = null;
  };
}

/** Serves route loaders with the app's cache and session while the caller is mounted. */
export function useServeRouteData(): void {
  const client = useQueryClient();
  // The session host, not the machine: the root route runs on every page, and a signed-out
  // public page does not load the session machine (web/lib/session-host.ts).
  const host = useSessionHost();
  // A layout effect: it runs before any screen's passive effects of the same commit, so a
  // screen that warms a route with its reads as it hydrates (useWarmRoutes) finds it served.
  useLayoutEffect(
    () =>
      serveRouteData({
        client,
        session: () => {
          const { user, accessToken } = host.getView();
          return { userId: user?.id ?? null, role: user?.role ?? null, accessToken };
        },
      }),
    [client, host],
  );
}

/**
 * Starts `reads` for the screen at `url` (pathname and search), for a user of `role` only
 * when it says one (anyone else is sent elsewhere by the route guard). A signed-in read
 * waits, as the screen's own query does, while there is no token (a session restoring).
 */
export function startRouteReads(
  reads: readonly RouteRead[],
  url: URL,
  role: Role | null = null,
  cause: 'navigation' | 'intent' = 'navigation',
): void {
  if (!source) return;
  const { client } = source;
  const { userId, role: userRole, accessToken } = source.session();
  if (role !== null && userRole !== role) return;
  const now = Date.now();
  for (const { path, signedIn = false } of reads) {
    if (signedIn && (!accessToken || !userId)) continue;
    const queryKey = apiQueryKey(path, signedIn ? userId : null);
    const hash = hashKey(queryKey);
    // A read an intent started a moment ago (on its way, or just answered) is the
    // navigation's too: the click that follows a pointer over the link does not ask again.
    const intentAt = startedOnIntent.get(hash);
    if (intentAt !== undefined && now - intentAt < INTENT_READS_FRESH_MS) {
      if (cause === 'navigation') startedOnIntent.delete(hash);
      rememberNavigationAnswer(hash, screenUrl(url));
      continue;
    }
    if (cause === 'intent') startedOnIntent.set(hash, now);
    else startedOnIntent.delete(hash);
    rememberNavigationAnswer(hash, screenUrl(url));
    // A failed read is the screen's to show: its query asks again as it mounts.
    void client.prefetchQuery({
      queryKey,
      queryFn: ({ signal }) =>
        apiFetch(path, { signal, ...(signedIn && accessToken ? { token: accessToken } : {}) }),
    });
  }
}

/**
 * A route `loader` that starts the reads its screen makes (from the route's params), for
 * `role`'s users when given, and returns at once: the navigation waits for the route's
 * code, never for these.
 */
export function loadReads(
  reads: (params: LoaderFunctionArgs['params']) => readonly RouteRead[],
  role: Role | null = null,
  { withWarmedCode = false }: { withWarmedCode?: boolean } = {},
): ReadsLoader {
  const loader = ({ params, request }: LoaderFunctionArgs) => {
    startRouteReads(reads(params), new URL(request.url), role);
    return null;
  };
  return Object.assign(loader, {
    startOnIntent: (params: LoaderFunctionArgs['params'], url: URL) =>
      startRouteReads(reads(params), url, role, 'intent'),
    withWarmedCode,
  });
}

/** A `loadReads` loader: the router calls it on navigation, a link's intent before that. */
export type ReadsLoader = ((args: LoaderFunctionArgs) => null) & {
  /** Starts the route's reads when a person shows they mean to open `url` (route-prefetch.ts). */
  startOnIntent: (params: LoaderFunctionArgs['params'], url: URL) => void;
  /**
   * Whether a screen that warms this route's code (useWarmRoutes) starts its reads too, as
   * an intent would: for a screen whose first step cannot show without them.
   */
  withWarmedCode: boolean;
};

/** Whether a route's `loader` is a `loadReads` loader, whose reads an intent may start. */
export function isReadsLoader(loader: unknown): loader is ReadsLoader {
  return typeof loader === 'function' && 'startOnIntent' in loader;
}
