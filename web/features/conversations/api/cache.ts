import type { QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '../../../lib/api-query';

/** Marks one cached resource stale so the screens showing it fetch it again. */
export function refresh(client: QueryClient, path: string, userId: string | null = null): void {
  void client.invalidateQueries({ queryKey: apiQueryKey(path, userId) });
}
