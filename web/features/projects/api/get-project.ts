import type { ProjectDetailResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects/:slug: one live project with its team and updates (404 otherwise). */
export function useProject(slug: string) {
  return useApiQuery<ProjectDetailResponse>(apiPaths.project(slug));
}
