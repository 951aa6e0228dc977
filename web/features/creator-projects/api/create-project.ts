import type { ManagedProjectResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { setApiData, useApiCommand } from '../../../lib/api-query';

/**
 * POST /api/creator/projects: saves a new draft. The stored project goes into the cache,
 * so its page opens without loading it again.
 */
export function useCreateProject() {
  return useApiCommand<unknown, ManagedProjectResponse>(
    (body) => ({ path: apiPaths.creatorProjects, method: 'POST', body }),
    (data, _body, { client, userId }) =>
      setApiData(client, apiPaths.creatorProject(data.project.id), userId, data),
  );
}
