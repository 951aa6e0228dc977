import {
  conversionPaths,
  type FounderConversionResponse,
  type OutsideSafeRequest,
} from '../../../shared/conversion/api';
import type { OutcomeRequest } from '../../../shared/conversion/facts';
import { setApiData, useApiCommand, useApiQuery, type CommandCache } from '../../lib/api-query';

/** GET /api/creator/projects/:id/conversion: the SAFE stack, the outcome, the cap table. */
export function useFounderConversion(projectId: string) {
  return useApiQuery<FounderConversionResponse>(conversionPaths.founder(projectId), {
    signedIn: true,
  });
}

/** Every command answers the founder's whole picture: it replaces the cached one. */
function keep(projectId: string) {
  return (data: FounderConversionResponse, _body: unknown, cache: CommandCache) =>
    setApiData(cache.client, conversionPaths.founder(projectId), cache.userId, data);
}

/** POST …/conversion/outside-safes */
export function useRecordOutsideSafe(projectId: string) {
  return useApiCommand<OutsideSafeRequest, FounderConversionResponse>(
    (body) => ({ path: conversionPaths.outsideSafes(projectId), method: 'POST', body }),
    keep(projectId),
  );
}

const OUTCOME_PATH = {
  priced_round: conversionPaths.pricedRound,
  liquidity: conversionPaths.liquidity,
  dissolution: conversionPaths.dissolution,
} as const;

/** POST …/conversion/priced-round, …/liquidity or …/dissolution. */
export function useRecordOutcome(projectId: string) {
  return useApiCommand<OutcomeRequest, FounderConversionResponse>(
    ({ kind, ...body }) => ({ path: OUTCOME_PATH[kind](projectId), method: 'POST', body }),
    keep(projectId),
  );
}
