import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisclosuresChangeResponse } from '../../../../shared/disclosures/api';
import type { StatementTier } from '../../../../shared/disclosures/thresholds';
import { apiFetch } from '../../../lib/api-client';
import { setApiData } from '../../../lib/api-query';
import { useAccessToken, useSessionUser } from '../../../lib/session';
import { ownDisclosurePaths } from './own-disclosures';

export interface UploadStatementInput {
  projectId: string;
  file: File;
  tier: StatementTier;
  /** The last day the statements cover, YYYY-MM-DD. */
  periodEnd: string;
}

/**
 * PUT /api/creator/projects/:id/disclosures/statement?tier&fileName&periodEnd with the
 * PDF itself as the body (not JSON, so not through useApiCommand). The answer replaces the
 * cached disclosures. Rejects with the server's ApiError.
 */
export function useUploadStatement(): (
  input: UploadStatementInput,
) => Promise<DisclosuresChangeResponse> {
  const client = useQueryClient();
  const token = useAccessToken();
  const userId = useSessionUser()?.id ?? null;
  const mutation = useMutation({
    mutationFn: ({ projectId, file, tier, periodEnd }: UploadStatementInput) => {
      const query = new URLSearchParams({ tier, fileName: file.name, periodEnd });
      return apiFetch<DisclosuresChangeResponse>(
        `${ownDisclosurePaths.statement(projectId)}?${query}`,
        {
          method: 'PUT',
          body: file,
          headers: { 'Content-Type': 'application/pdf' },
          ...(token ? { token } : {}),
        },
      );
    },
    onSuccess: (data, { projectId }) =>
      setApiData(client, ownDisclosurePaths.disclosures(projectId), userId, {
        disclosures: data.disclosures,
      }),
  });
  return mutation.mutateAsync;
}
