import { useCallback } from 'react';
import { INVESTING_PATHS, type InvestmentView } from '../../../../shared/investing/api';
import { safePdfFileName } from '../../../../shared/investing/safe-record';
import { useAuthedDownload } from '../../../lib/authed-download';

/** GET /api/investments/:id/safe.pdf, saved under the SAFE's file name. */
export function useDownloadSafePdf() {
  const download = useAuthedDownload();
  return useCallback(
    (investment: Pick<InvestmentView, 'id' | 'projectSlug'>) =>
      download(
        INVESTING_PATHS.safePdf(investment.id),
        safePdfFileName(investment),
        'The PDF could not be made. Please try again.',
      ),
    [download],
  );
}
