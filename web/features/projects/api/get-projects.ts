import type { ProjectListResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { useApiQuery } from '../../../lib/api-query';

/**
 * GET /api/projects: the first page of live projects in the list's own order (featured
 * first, then newest), as Home's Featured Projects take them. Discover pages through the
 * list with useProjectPages (get-project-pages.ts).
 */
export function useProjects() {
  return useApiQuery<ProjectListResponse>(apiPaths.projects);
}
