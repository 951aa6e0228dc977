import type { ManagedProjectResponse } from '../../../shared/schemas/project-draft';
import { useAccessToken } from '../../lib/session';
import { useApi } from '../../lib/use-api';
import { creatorProjectPath } from './creator-projects-api';

/** Loads one of the caller's own projects (404 for anyone else's). */
export function useOwnProject(id: string) {
  const token = useAccessToken();
  const state = useApi<ManagedProjectResponse>(creatorProjectPath(id), {
    token,
    enabled: Boolean(token),
  });
  return { ...state, token };
}
