import { apiPaths } from '../../../../shared/routes';
import { apiQueryKey, useApiCommand } from '../../../lib/api-query';

/** The answer of `DELETE /api/creator/projects/:id`. */
export interface DeletedProjectResponse {
  deleted: { id: string };
}

/**
 * DELETE /api/creator/projects/:id (a draft or a rejected project). A cached copy nobody
 * shows is dropped; the one the project's own page still shows stays until the page has
 * left (dropping it under the page would flash a loading screen and ask the server
 * again), and any later visit revalidates it into the server's 404.
 */
export function useDeleteProject() {
  return useApiCommand<string, DeletedProjectResponse>(
    (id) => ({ path: apiPaths.creatorProject(id), method: 'DELETE' }),
    (_data, id, { client, userId }) =>
      client.removeQueries({
        queryKey: apiQueryKey(apiPaths.creatorProject(id), userId),
        type: 'inactive',
      }),
  );
}
