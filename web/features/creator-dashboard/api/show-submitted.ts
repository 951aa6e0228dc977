import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreatorDashboard, ManagedProject } from '../../../../shared/api';
import { apiPaths } from '../../../../shared/routes';
import { setApiData } from '../../../lib/api-query';
import { useSessionUser } from '../../../lib/session';

/**
 * Puts a project a command returned (Publish) into the cached creator dashboard, so its
 * row changes in place: no refetch of the whole dashboard, no loading skeleton.
 */
export function useShowInCreatorDashboard() {
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? null;
  return useCallback(
    (project: ManagedProject) =>
      setApiData<CreatorDashboard>(client, apiPaths.dashboard('creator'), userId, (old) =>
        old
          ? {
              ...old,
              projects: old.projects.map((row) =>
                row.id === project.id
                  ? { ...row, status: project.status, reviewNote: project.reviewNote ?? undefined }
                  : row,
              ),
            }
          : old,
      ),
    [client, userId],
  );
}
