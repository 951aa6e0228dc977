import { useCallback } from 'react';
import { INVESTING_PATHS, type InvestmentView } from '../../../../shared/investing/api';
import { safePdfFileName } from '../../../../shared/investing/safe-record';
import { ApiError } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/session';

/**
 * GET /api/investments/:id/safe.pdf with the session's token (a plain link would carry
 * none), saved under the SAFE's file name. Throws ApiError with a sentence to show.
 */
export function useDownloadSafePdf() {
  const token = useAccessToken();
  return useCallback(
    async (investment: Pick<InvestmentView, 'id' | 'projectSlug'>) => {
      const path = INVESTING_PATHS.safePdf(investment.id);
      let response: Response;
      try {
        response = await fetch(
          path,
          token ? { headers: { Authorization: `Bearer ${token}` } } : {},
        );
      } catch {
        throw new ApiError(0, 'network_error', 'We could not reach the server. Try again.');
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: { code?: string; message?: string };
        } | null;
        throw new ApiError(
          response.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? 'The PDF could not be made. Please try again.',
        );
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = safePdfFileName(investment);
      link.click();
      // Revoked after the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    [token],
  );
}
