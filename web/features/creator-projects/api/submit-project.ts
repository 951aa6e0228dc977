import type { ManagedProjectResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { setApiData, useApiCommand } from '../../../lib/api-query';

/**
 * POST /api/creator/projects/:id/submit (Publish). The answer is the project in review:
 * it replaces the cached one, so the page changes in one round trip, without a reload.
 */
export function useSubmitProject() {
  return useApiCommand<string, ManagedProjectResponse>(
    (id) => ({ path: apiPaths.submitCreatorProject(id), method: 'POST' }),
    (data, id, { client, userId }) => setApiData(client, apiPaths.creatorProject(id), userId, data),
  );
}
