import type { ManagedProjectResponse } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { useApiQuery } from '../../../lib/api-query';

/** GET /api/creator/projects/:id: one of the caller's own projects (404 for anyone else's). */
export function useOwnProject(id: string) {
  return useApiQuery<ManagedProjectResponse>(apiPaths.creatorProject(id), { signedIn: true });
}
