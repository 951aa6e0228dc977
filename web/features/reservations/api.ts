/** The reservation API (docs/before-the-raise.md#the-api) through the query cache. */
import {
  reservationPaths,
  type OwnReservationResponse,
  type ReservationRoundResponse,
} from '../../../shared/reservations/api';
import { apiQueryKey, setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';
import type { CommandCache } from '../../lib/api-query';

/** GET /api/projects/:slug/reservations: the round's totals (public). */
export function useReservationRound(slug: string) {
  return useApiQuery<ReservationRoundResponse>(reservationPaths.round(slug));
}

/** GET /api/reservations/:projectId: the investor's own reservation and place. */
export function useOwnReservation(projectId: string) {
  return useApiQuery<OwnReservationResponse>(reservationPaths.own(projectId), { signedIn: true });
}

/** A command's answer replaces the own reservation and refreshes the public totals. */
function storeOwn(slug: string, projectId: string) {
  return (answer: OwnReservationResponse, _v: unknown, cache: CommandCache) => {
    setApiData(cache.client, reservationPaths.own(projectId), cache.userId, answer);
    setApiData<ReservationRoundResponse>(cache.client, reservationPaths.round(slug), null, {
      round: answer.round,
    });
  };
}

export function useReserve(slug: string, projectId: string) {
  return useApiCommand<{ amountCents: number }, OwnReservationResponse>(
    (body) => ({ path: reservationPaths.own(projectId), method: 'PUT', body }),
    storeOwn(slug, projectId),
  );
}

export function useWithdrawReservation(slug: string, projectId: string) {
  return useApiCommand<void, OwnReservationResponse>(
    () => ({ path: reservationPaths.own(projectId), method: 'DELETE' }),
    storeOwn(slug, projectId),
  );
}

/** The creator's two commands: open for reservations, then open the offering. */
export function useRoundCommand(slug: string, projectId: string, step: 'open' | 'openOffering') {
  return useApiCommand<void, ReservationRoundResponse>(
    () => ({ path: reservationPaths[step](projectId), method: 'POST' }),
    (answer, _v, cache) => {
      setApiData(cache.client, reservationPaths.round(slug), null, answer);
      void cache.client.invalidateQueries({ queryKey: apiQueryKey(reservationPaths.round(slug)) });
    },
  );
}
