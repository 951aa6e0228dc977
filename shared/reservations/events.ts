/**
 * Payloads of a project's reservation round (stream type `reservations`, id
 * `reservations:<projectId>`; docs/before-the-raise.md#events). Amounts are whole cents;
 * a reservation is an indication of interest, so no event here moves money.
 */
import * as v from 'valibot';
import { fullNameSchema } from '../schemas/person';
import { uuidSchema } from '../uuid';

const id = uuidSchema;
const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** The creator opened the approved project for reservations (testing the waters). */
export const reservationsOpenedSchema = v.object({ projectId: id });

/** An investor reserved (first time, or again after withdrawing). */
export const reservationPlacedSchema = v.object({
  projectId: id,
  investorId: id,
  investorName: fullNameSchema,
  amountCents: cents,
});

/** An investor changed the amount of a standing reservation. */
export const reservationChangedSchema = v.object({
  projectId: id,
  investorId: id,
  amountCents: cents,
  previousCents: cents,
});

export const reservationWithdrawnSchema = v.object({ projectId: id, investorId: id });

/** The creator opened the offering: the reservers' priority window starts now. */
export const reservationsOfferingOpenedSchema = v.object({
  projectId: id,
  priorityEndsAt: v.pipe(v.string(), v.isoTimestamp()),
  reserverCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  reservedCents: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** Spread into EVENT_SCHEMAS (shared/events.ts). */
export const RESERVATION_EVENT_SCHEMAS = {
  'reservations.opened': { streamType: 'reservations', schema: reservationsOpenedSchema },
  'reservation.placed': { streamType: 'reservations', schema: reservationPlacedSchema },
  'reservation.changed': { streamType: 'reservations', schema: reservationChangedSchema },
  'reservation.withdrawn': { streamType: 'reservations', schema: reservationWithdrawnSchema },
  'reservations.offering_opened': {
    streamType: 'reservations',
    schema: reservationsOfferingOpenedSchema,
  },
} as const;
