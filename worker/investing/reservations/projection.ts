/**
 * Projection of the reservation streams (docs/before-the-raise.md#events) into
 * `reservation_rounds` and `reservations` (migration 0032). The reservers' notice when
 * the offering opens is worker/notify/rules.ts's. Self-contained: the app's projector hands it every
 * event of stream type `reservations`.
 */
import type { StoredEvent, StoredEventOf } from '../../kernel/types';

type ReservationEvent = StoredEventOf<'reservations'>;

/** The read models this projection writes, cleared by a rebuild. */
export const RESERVATION_TABLES = ['reservation_rounds', 'reservations'] as const;

export const reservationStreamId = (projectId: string) => `reservations:${projectId}`;

export function isReservationEvent(event: StoredEvent): event is ReservationEvent {
  return event.streamType === 'reservations';
}

/** Recounts the round's total and reservers from its standing reservations. */
function recount(db: D1Database, projectId: string, version: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE reservation_rounds SET version = ?2,
         reserved_cents = (SELECT COALESCE(SUM(amount_cents), 0) FROM reservations
           WHERE project_id = ?1 AND status = 'standing'),
         reserver_count = (SELECT COUNT(*) FROM reservations
           WHERE project_id = ?1 AND status = 'standing')
       WHERE project_id = ?1`,
    )
    .bind(projectId, version);
}

export function projectReservationEvent(
  db: D1Database,
  event: ReservationEvent,
): D1PreparedStatement[] {
  switch (event.type) {
    case 'reservations.opened':
      return [
        db
          .prepare(
            `INSERT INTO reservation_rounds (project_id, status, opened_at, version)
             VALUES (?, 'reserving', ?, ?)`,
          )
          .bind(event.payload.projectId, event.occurredAt, event.version),
      ];
    case 'reservation.placed': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO reservations (project_id, investor_id, investor_name, amount_cents,
               status, placed_at, queued_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, 'standing', ?5, ?5, ?5)
             ON CONFLICT (project_id, investor_id) DO UPDATE SET
               investor_name = excluded.investor_name, amount_cents = excluded.amount_cents,
               status = 'standing', placed_at = excluded.placed_at,
               queued_at = excluded.queued_at, updated_at = excluded.updated_at`,
          )
          .bind(p.projectId, p.investorId, p.investorName, p.amountCents, event.occurredAt),
        recount(db, p.projectId, event.version),
      ];
    }
    case 'reservation.changed': {
      const p = event.payload;
      // Raising the amount goes to the back of the line; lowering it keeps the place.
      return [
        db
          .prepare(
            `UPDATE reservations SET amount_cents = ?3, updated_at = ?4,
               queued_at = CASE WHEN ?3 > amount_cents THEN ?4 ELSE queued_at END
             WHERE project_id = ?1 AND investor_id = ?2`,
          )
          .bind(p.projectId, p.investorId, p.amountCents, event.occurredAt),
        recount(db, p.projectId, event.version),
      ];
    }
    case 'reservation.withdrawn': {
      const p = event.payload;
      return [
        db
          .prepare(
            `UPDATE reservations SET status = 'withdrawn', updated_at = ?3
             WHERE project_id = ?1 AND investor_id = ?2`,
          )
          .bind(p.projectId, p.investorId, event.occurredAt),
        recount(db, p.projectId, event.version),
      ];
    }
    case 'reservations.offering_opened':
      return [
        db
          .prepare(
            `UPDATE reservation_rounds SET status = 'offering_open', offering_opened_at = ?2,
               priority_ends_at = ?3, version = ?4 WHERE project_id = ?1`,
          )
          .bind(
            event.payload.projectId,
            event.occurredAt,
            event.payload.priorityEndsAt,
            event.version,
          ),
      ];
  }
}
