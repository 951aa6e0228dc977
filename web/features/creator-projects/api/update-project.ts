import type { ManagedProjectResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { setApiData, useApiCommand } from '../../../lib/api-query';

export interface ProjectEdit {
  id: string;
  /** The stream version the creator opened (409 when someone saved first). */
  version: number;
  body: object;
}

/** PATCH /api/creator/projects/:id: saves the form; the saved project replaces the cached one. */
export function useUpdateProject() {
  return useApiCommand<ProjectEdit, ManagedProjectResponse>(
    ({ id, version, body }) => ({
      path: apiPaths.creatorProject(id),
      method: 'PATCH',
      body: { ...body, version },
    }),
    (data, { id }, { client, userId }) =>
      setApiData(client, apiPaths.creatorProject(id), userId, data),
  );
}
