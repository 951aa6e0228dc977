/** The reservation API's bodies and answers (worker/investing/reservations/routes.ts). */
import * as v from 'valibot';
import type { LinePlace, RoundStatus } from './rules';

export const reservationRequestSchema = v.strictObject({
  amountCents: v.pipe(
    v.number('Enter the amount to reserve.'),
    v.safeInteger('Enter the amount in whole cents.'),
    v.minValue(1, 'Enter an amount above zero.'),
  ),
});
export type ReservationRequest = v.InferOutput<typeof reservationRequestSchema>;

/** A project's round as anyone sees it: no reserver is named. */
export interface ReservationRoundView {
  projectId: string;
  status: RoundStatus;
  openedAt: string;
  offeringOpenedAt: string | null;
  priorityEndsAt: string | null;
  reservedCents: number;
  reserverCount: number;
  minimumCents: number;
  maximumRaiseCents: number;
  disclaimer: string;
}

/** GET /api/projects/:slug/reservations: null while the project takes none. */
export interface ReservationRoundResponse {
  round: ReservationRoundView | null;
}

/** The caller's own reservation and its place in the line. */
export interface OwnReservationView {
  amountCents: number;
  placedAt: string;
  /** `confirmed` once the investor holds a commitment to the project. */
  status: 'standing' | 'confirmed';
  place: LinePlace['place'] | null;
  waitlistPosition: number | null;
}

/** GET/PUT/DELETE /api/reservations/:projectId */
export interface OwnReservationResponse {
  round: ReservationRoundView;
  reservation: OwnReservationView | null;
}

/** The reservation API's paths (kept here, beside its shapes, rather than in shared/routes.ts). */
export const reservationPaths = {
  round: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/reservations`,
  own: (projectId: string) => `/api/reservations/${encodeURIComponent(projectId)}`,
  open: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/reservations`,
  openOffering: (projectId: string) =>
    `/api/creator/projects/${encodeURIComponent(projectId)}/reservations/open-offering`,
};
