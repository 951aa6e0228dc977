import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/routes';
import { apiFetch } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';
import { useAccessToken, useSessionUser } from '../../../lib/session';

/** The answer of `DELETE /api/creator/projects/:id`. */
export interface DeletedProjectResponse {
  deleted: { id: string };
}

/**
 * DELETE /api/creator/projects/:id (a draft or a rejected project). useApiCommand has no
 * DELETE, so this calls apiFetch itself. A cached copy nobody shows is dropped; the one
 * the project's own page still shows stays until the page has left (dropping it under
 * the page would flash a loading screen and ask the server again), and any later visit
 * revalidates it into the server's 404.
 */
export function useDeleteProject() {
  const client = useQueryClient();
  const token = useAccessToken();
  const userId = useSessionUser()?.id ?? null;
  const mutation = useMutation({
    mutationFn: (id: string) =>
      apiFetch<DeletedProjectResponse>(apiPaths.creatorProject(id), {
        method: 'DELETE',
        ...(token ? { token } : {}),
      }),
    onSuccess: (_data, id) =>
      client.removeQueries({
        queryKey: apiQueryKey(apiPaths.creatorProject(id), userId),
        type: 'inactive',
      }),
  });
  return mutation.mutateAsync;
}
