import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreatorDashboard, ProjectStatus } from '../../../shared/api';
import { apiPaths } from '../../../shared/routes';
import { toaster } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-client';
import { setApiData } from '../../lib/api-query';
import { useSessionUser } from '../../lib/session';
import { useDeleteProject } from './api/delete-project';
import { useWithdrawProject } from './api/withdraw-project';

type ProjectRef = { id: string; title: string };

function toastFailure(error: unknown) {
  toaster.create({
    type: 'error',
    title: 'Error',
    description:
      error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
  });
}

/**
 * Withdraw (from review, or a live offering) and delete, from any screen: each sends its command, tells the
 * creator how it went and keeps the cached creator dashboard in step (its row changes or
 * goes), so going back to it shows no stale row. Each resolves true when the server
 * accepted the command, false when it refused (the toast says why).
 */
export function useProjectRemoval() {
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? null;
  const withdrawProject = useWithdrawProject();
  const deleteProject = useDeleteProject();

  const updateDashboard = useCallback(
    (id: string, status: ProjectStatus | null) =>
      setApiData<CreatorDashboard>(client, apiPaths.dashboard('creator'), userId, (old) =>
        old
          ? {
              ...old,
              projects:
                status === null
                  ? old.projects.filter((row) => row.id !== id)
                  : old.projects.map((row) => (row.id === id ? { ...row, status } : row)),
            }
          : old,
      ),
    [client, userId],
  );

  const withdraw = useCallback(
    async (project: ProjectRef): Promise<boolean> => {
      try {
        const { project: withdrawn } = await withdrawProject(project.id);
        updateDashboard(project.id, withdrawn.status);
        // The server chose by state: a project in review is a draft again; a live
        // offering ended (failed) with its commitments refunded.
        toaster.create(
          withdrawn.status === 'failed'
            ? {
                type: 'success',
                title: 'Offering withdrawn',
                description: `${project.title} no longer takes investments; every commitment was refunded to its investor’s wallet.`,
              }
            : {
                type: 'success',
                title: 'Withdrawn from review',
                description: `${project.title} is a draft again.`,
              },
        );
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    [withdrawProject, updateDashboard],
  );

  const remove = useCallback(
    async (project: ProjectRef): Promise<boolean> => {
      try {
        await deleteProject(project.id);
        updateDashboard(project.id, null);
        toaster.create({
          type: 'success',
          title: 'Project deleted',
          description: `${project.title} was deleted.`,
        });
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    [deleteProject, updateDashboard],
  );

  return { withdraw, remove };
}
