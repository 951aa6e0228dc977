import type { ManagedProjectResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { setApiData, useApiCommand } from '../../../lib/api-query';

/**
 * POST /api/creator/projects/:id/withdraw: a project in review leaves the queue and is a
 * draft again; a live offering ends (failed) with every commitment refunded. The answer
 * replaces the cached project, so its page changes in place.
 */
export function useWithdrawProject() {
  return useApiCommand<string, ManagedProjectResponse>(
    (id) => ({ path: apiPaths.withdrawCreatorProject(id), method: 'POST' }),
    (data, id, { client, userId }) => setApiData(client, apiPaths.creatorProject(id), userId, data),
  );
}
