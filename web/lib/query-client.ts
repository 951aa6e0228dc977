import { QueryClient } from '@tanstack/react-query';

/**
 * The app's server-state cache (TanStack Query). Screens behave as they did with one
 * request per screen: no automatic retries (an error shows at once, with a Retry button),
 * no refetch on window focus; a screen shown again refetches in the background while it
 * shows what it had, and commands put their returned data straight into the cache.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
