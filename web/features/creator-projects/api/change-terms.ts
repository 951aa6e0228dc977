import type { ManagedProjectResponse } from '../../../../shared/api';
import type { LiveTermsChangeResponse } from '../../../../shared/schemas/project-live-terms';
import { apiPaths } from '../../../../shared/routes';
import { setApiData, useApiCommand } from '../../../lib/api-query';

/** The path of a live offering's terms change. */
export const liveTermsPath = (id: string) => `${apiPaths.creatorProject(id)}/terms`;

export interface TermsChange {
  id: string;
  body: Record<string, unknown>;
}

/** POST /api/creator/projects/:id/terms: the recorded change; the project replaces the cached one. */
export function useChangeTerms() {
  return useApiCommand<TermsChange, ManagedProjectResponse & { change: LiveTermsChangeResponse }>(
    ({ id, body }) => ({ path: liveTermsPath(id), method: 'POST', body }),
    (data, { id }, { client, userId }) =>
      setApiData(client, apiPaths.creatorProject(id), userId, { project: data.project }),
  );
}
