import { useCallback } from 'react';
import {
  conversionPaths,
  type InvestorConversionResponse,
  type PortfolioResponse,
} from '../../../shared/conversion/api';
import { ApiError } from '../../lib/api-client';
import { useApiQuery } from '../../lib/api-query';
import { useAccessToken } from '../../lib/session';

/** GET /api/portfolio: the investor's settled SAFEs, each with its status and value. */
export function usePortfolio() {
  return useApiQuery<PortfolioResponse>(conversionPaths.portfolio, { signedIn: true });
}

/** GET /api/portfolio/:id/conversion: what one SAFE became. */
export function useConversionStatement(investmentId: string) {
  return useApiQuery<InvestorConversionResponse>(conversionPaths.statement(investmentId), {
    signedIn: true,
  });
}

/**
 * Downloads a file the API makes for the signed-in investor (the cost-basis CSV, a
 * statement's PDF) with the session's token, which a plain link would not carry.
 * Throws ApiError with a sentence to show.
 */
export function useAuthedDownload() {
  const token = useAccessToken();
  return useCallback(
    async (path: string, fileName: string) => {
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
          body?.error?.message ?? 'The file could not be made. Please try again.',
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
