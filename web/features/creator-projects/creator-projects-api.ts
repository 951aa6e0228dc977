import type { ManagedProjectResponse } from '../../../shared/schemas/project-draft';
import { apiFetch } from '../../lib/api-client';

/** /api/creator/projects — the calling creator's own projects. */
export const creatorProjectsPath = '/api/creator/projects';
export const creatorProjectPath = (id: string) =>
  `${creatorProjectsPath}/${encodeURIComponent(id)}`;

/** Saves a new draft; resolves with the stored project (its id and slug). */
export async function createProject(token: string, body: unknown) {
  const { project } = await apiFetch<ManagedProjectResponse>(creatorProjectsPath, {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });
  return project;
}

/** Saves the form over the version the creator opened (409 when someone saved first). */
export async function updateProject(token: string, id: string, version: number, body: object) {
  const { project } = await apiFetch<ManagedProjectResponse>(creatorProjectPath(id), {
    method: 'PATCH',
    token,
    body: JSON.stringify({ ...body, version }),
  });
  return project;
}

/** Publish: submits the project for review. */
export async function submitProject(token: string, id: string) {
  const { project } = await apiFetch<ManagedProjectResponse>(`${creatorProjectPath(id)}/submit`, {
    method: 'POST',
    token,
  });
  return project;
}
