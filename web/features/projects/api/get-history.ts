import { HISTORY_PATHS, type HistoryResponse } from '../../../../shared/history/api';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects/:slug/history: the public, append-only offering history. */
export function useProjectHistory(slug: string) {
  return useApiQuery<HistoryResponse>(HISTORY_PATHS.history(slug));
}
