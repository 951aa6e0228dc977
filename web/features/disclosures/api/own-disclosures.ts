/** The founder's own disclosures (docs/before-the-raise.md#disclosures) through the query cache. */
import type { DisclosuresResponse } from '../../../../shared/disclosures/api';
import { useApiQuery } from '../../../lib/api-query';

export const ownDisclosurePaths = {
  disclosures: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/disclosures`,
  statement: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/disclosures/statement`,
};

/** GET /api/creator/projects/:id/disclosures: the parts, the statements and the checklist. */
export function useOwnDisclosures(projectId: string) {
  return useApiQuery<DisclosuresResponse>(ownDisclosurePaths.disclosures(projectId), {
    signedIn: true,
  });
}
