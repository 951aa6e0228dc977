import {
  CLOSING_PATHS,
  type AdminOfferingsResponse,
  type EarlyCloseResponse,
} from '../../../../shared/closing/api';
import { setApiData, useApiCommand } from '../../../lib/api-query';

export interface EarlyCloseCommand {
  projectId: string;
  newEndsAt: string;
}

/**
 * POST /api/admin/offerings/:projectId/early-close. The answer's row (new deadline, no
 * longer closable) replaces the cached one, so the list updates without a refetch.
 */
export function useEarlyClose() {
  return useApiCommand<EarlyCloseCommand, EarlyCloseResponse>(
    ({ projectId, newEndsAt }) => ({
      path: CLOSING_PATHS.earlyClose(projectId),
      method: 'POST',
      body: { newEndsAt },
    }),
    (answer, _command, { client, userId }) =>
      setApiData<AdminOfferingsResponse>(
        client,
        CLOSING_PATHS.adminOfferings,
        userId,
        (old) =>
          old && {
            offerings: old.offerings.map((row) =>
              row.projectId === answer.offering.projectId ? answer.offering : row,
            ),
          },
      ),
  );
}
