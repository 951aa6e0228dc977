import type { ManagedProjectResponse } from '../../../shared/schemas/project-draft';
import { apiFetch } from '../../lib/api-client';

export const reviewQueuePath = '/api/admin/reviews';

export type ReviewVerdict =
  | { kind: 'approve' }
  | { kind: 'request-changes'; note: string }
  | { kind: 'reject'; reason: string };

/** Sends an admin's verdict on a project in review. */
export async function sendVerdict(token: string, id: string, verdict: ReviewVerdict) {
  const path = `${reviewQueuePath}/${encodeURIComponent(id)}/${verdict.kind}`;
  const body =
    verdict.kind === 'request-changes'
      ? { note: verdict.note }
      : verdict.kind === 'reject'
        ? { reason: verdict.reason }
        : undefined;
  const { project } = await apiFetch<ManagedProjectResponse>(path, {
    method: 'POST',
    token,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return project;
}
