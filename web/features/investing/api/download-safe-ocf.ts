import { useCallback } from 'react';
import { ocfSafeFileName } from '../../../../shared/verification/ocf-safe';
import { SAFE_OCF_PATH } from '../../../../shared/verification/verify-api';
import { ApiError } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/session';

/**
 * GET /api/safes/:id/ocf.json with the session's token (a plain link would carry none),
 * saved as a file. Throws ApiError with a sentence to show.
 */
export function useDownloadSafeOcf() {
  const token = useAccessToken();
  return useCallback(
    async (investment: { id: string; projectSlug: string }) => {
      let response: Response;
      try {
        response = await fetch(SAFE_OCF_PATH(investment.id), {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
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
          body?.error?.message ?? 'The data could not be made. Please try again.',
        );
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = ocfSafeFileName(investment.projectSlug, investment.id);
      link.click();
      // Revoked after the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    [token],
  );
}
