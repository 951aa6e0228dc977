import type { DisclosuresChangeResponse } from '../../../../shared/disclosures/api';
import type { DisclosureParts } from '../../../../shared/disclosures/schema';
import { setApiData, useApiCommand } from '../../../lib/api-query';
import { ownDisclosurePaths } from './own-disclosures';

export interface SaveDisclosuresInput {
  projectId: string;
  parts: DisclosureParts;
  /** The version the founder edited: a save over someone else's newer one is refused. */
  version: number;
}

/**
 * PUT /api/creator/projects/:id/disclosures. The answer (the saved disclosures and their
 * checklist) replaces the cached ones, so the checklist updates in one round trip.
 */
export function useSaveDisclosures() {
  return useApiCommand<SaveDisclosuresInput, DisclosuresChangeResponse>(
    ({ projectId, parts, version }) => ({
      path: ownDisclosurePaths.disclosures(projectId),
      method: 'PUT',
      body: { parts, version },
    }),
    (data, { projectId }, { client, userId }) =>
      setApiData(client, ownDisclosurePaths.disclosures(projectId), userId, {
        disclosures: data.disclosures,
      }),
  );
}
