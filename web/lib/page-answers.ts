/**
 * The /api answers a page was rendered with (web/entry-server.tsx, dehydrated into the
 * page's boot payload): the browser's cache starts from them, and a query showing one is
 * not fetched again on mounting while the visitor is still on the page they loaded. From
 * their first navigation inside the app on, queries refetch on mount as every query does
 * (staleTime 0).
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

const fromThisPage = new Set<string>();

/** Puts the page's answers into `client` (once, before the first render). */
export function hydratePageAnswers(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  for (const query of state.queries) fromThisPage.add(query.queryHash);
}

/** The visitor has left the page they loaded: its answers are ordinary cache entries now. */
export function forgetPageAnswers(): void {
  fromThisPage.clear();
}

/** For `refetchOnMount`: false for an answer the loaded page brought. */
export function notFromThisPage(query: { queryHash: string }): boolean {
  return !fromThisPage.has(query.queryHash);
}
