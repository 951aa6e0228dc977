import type { ProjectListResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/projects: every live project, as Discover and Home list them. */
export function useProjects() {
  return useApiQuery<ProjectListResponse>(apiPaths.projects);
}
