import { useCallback } from 'react';
import { ApiError } from './api-client';
import { useAccessToken } from './session';

/**
 * Downloads a file the API makes for the signed-in user (a SAFE's PDF or OCF data, a
 * conversion statement, the cost-basis CSV) with the session's token, which a plain link
 * would not carry, and saves it under `fileName`. Throws ApiError with a sentence to show:
 * the server's, or `failure` when it gave none.
 */
export function useAuthedDownload() {
  const token = useAccessToken();
  return useCallback(
    async (
      path: string,
      fileName: string,
      failure = 'The file could not be made. Please try again.',
    ) => {
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
          body?.error?.message ?? failure,
        );
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      // Revoked after the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    [token],
  );
}
