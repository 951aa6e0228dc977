import { useCallback } from 'react';
import { ocfSafeFileName } from '../../../../shared/verification/ocf-safe';
import { SAFE_OCF_PATH } from '../../../../shared/verification/verify-api';
import { useAuthedDownload } from '../../../lib/authed-download';

/** GET /api/safes/:id/ocf.json: the SAFE as Open Cap Format data, saved as a file. */
export function useDownloadSafeOcf() {
  const download = useAuthedDownload();
  return useCallback(
    (investment: { id: string; projectSlug: string }) =>
      download(
        SAFE_OCF_PATH(investment.id),
        ocfSafeFileName(investment.projectSlug, investment.id),
        'The data could not be made. Please try again.',
      ),
    [download],
  );
}
