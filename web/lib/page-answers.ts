/**
 * The /api answers a page was rendered with (web/entry-server.tsx, dehydrated into the
 * page's boot payload): the browser's cache starts from them, and the query that shows
 * one on the page's first render does not ask for it again on mounting. Later mounts
 * (a screen shown again) refetch as every query does (staleTime 0).
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

const fromThisPage = new Set<string>();

/** Puts the page's answers into `client` (once, before the first render). */
export function hydratePageAnswers(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  for (const query of state.queries) fromThisPage.add(query.queryHash);
}

/**
 * For `refetchOnMount`: false the first time a query the page brought mounts, so the
 * hydrating render's answer is not fetched again the moment it is shown.
 */
export function notFromThisPage(query: { queryHash: string }): boolean {
  return !fromThisPage.delete(query.queryHash);
}
