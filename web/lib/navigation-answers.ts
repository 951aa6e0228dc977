/**
 * The /api answers a navigation's loaders fetched for the screen it opens
 * (web/lib/route-data.ts): the screen's queries, mounting a moment later, use them instead
 * of asking again (staleTime is 0, so they otherwise would). Each is the current screen's
 * while the browser shows the URL it was fetched for; the next navigation to that URL
 * fetches it again, and elsewhere it is an ordinary cache entry.
 */

/** Query hash → the URL (pathname and search) whose navigation fetched it. */
const fetchedFor = new Map<string, string>();

/** The URL a screen is known by here: pathname and search. */
export function screenUrl(url: { pathname: string; search: string }): string {
  return `${url.pathname}${url.search}`;
}

export function rememberNavigationAnswer(queryHash: string, url: string): void {
  fetchedFor.set(queryHash, url);
}

/** For `refetchOnMount`: false for an answer the navigation to the shown URL fetched. */
export function notFromThisNavigation(query: { queryHash: string }): boolean {
  const url = fetchedFor.get(query.queryHash);
  return url === undefined || typeof window === 'undefined' || url !== screenUrl(window.location);
}
