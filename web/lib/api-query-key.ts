/**
 * The cache key of an /api resource: its path, and for signed-in resources the user it
 * belongs to, so one account never sees another's cached data after a switch. A module of
 * its own: the route loaders in the app's entry use it (web/lib/route-data.ts), and the
 * query and command hooks (web/lib/api-query.ts, with TanStack Query's observers) come
 * only with the screens that read or send.
 */
export function apiQueryKey(path: string, userId: string | null = null) {
  return ['api', path, userId] as const;
}
