/**
 * What the reservation commands and answers read: a project's round, the caller's
 * reservation, and the line (docs/before-the-raise.md#reservations).
 */
import type { OwnReservationView, ReservationRoundView } from '../../../shared/reservations/api';
import {
  TESTING_THE_WATERS_DISCLAIMER,
  allocateLine,
  type LineEntry,
  type LinePlace,
  type RoundStatus,
} from '../../../shared/reservations/rules';
import type { Offering } from '../offering';

export interface RoundRow {
  project_id: string;
  status: RoundStatus;
  opened_at: string;
  offering_opened_at: string | null;
  priority_ends_at: string | null;
  reserved_cents: number;
  reserver_count: number;
  version: number;
}

export interface ReservationRow {
  project_id: string;
  investor_id: string;
  investor_name: string;
  amount_cents: number;
  status: 'standing' | 'withdrawn';
  placed_at: string;
  queued_at: string;
}

/** A commitment that still counts toward the raise (held in escrow). */
const HOLDS_COMMITMENT = `SELECT 1 FROM commitments c WHERE c.project_id = r.project_id
  AND c.investor_id = r.investor_id AND c.status IN ('committed', 'reconfirmation_required')`;

export function findRound(db: D1Database, projectId: string): Promise<RoundRow | null> {
  return db
    .prepare('SELECT * FROM reservation_rounds WHERE project_id = ?')
    .bind(projectId)
    .first<RoundRow>();
}

export function findReservation(
  db: D1Database,
  projectId: string,
  investorId: string,
): Promise<ReservationRow | null> {
  return db
    .prepare('SELECT * FROM reservations WHERE project_id = ? AND investor_id = ?')
    .bind(projectId, investorId)
    .first<ReservationRow>();
}

/**
 * The line: standing reservations whose investor holds no commitment to the project yet
 * (a reserver who committed has confirmed and left it; one who cancels comes back in
 * their old place).
 */
export async function lineEntries(db: D1Database, projectId: string): Promise<LineEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT r.investor_id, r.amount_cents, r.queued_at FROM reservations r
       WHERE r.project_id = ? AND r.status = 'standing' AND NOT EXISTS (${HOLDS_COMMITMENT})`,
    )
    .bind(projectId)
    .all<{ investor_id: string; amount_cents: number; queued_at: string }>();
  return results.map((r) => ({
    investorId: r.investor_id,
    amountCents: r.amount_cents,
    queuedAt: r.queued_at,
  }));
}

/** The room left under the offering's maximum raise. */
export function roomOf(offering: Offering): number {
  return Math.max(0, offering.terms.maximumRaiseCents - offering.committedCents);
}

/** The line, each standing reservation offered room or waitlisted. */
export async function lineOf(db: D1Database, offering: Offering): Promise<LinePlace[]> {
  return allocateLine(await lineEntries(db, offering.projectId), roomOf(offering));
}

export function roundView(round: RoundRow, offering: Offering): ReservationRoundView {
  return {
    projectId: round.project_id,
    status: round.status,
    openedAt: round.opened_at,
    offeringOpenedAt: round.offering_opened_at,
    priorityEndsAt: round.priority_ends_at,
    reservedCents: round.reserved_cents,
    reserverCount: round.reserver_count,
    minimumCents: offering.terms.minimumInvestmentCents,
    maximumRaiseCents: offering.terms.maximumRaiseCents,
    disclaimer: TESTING_THE_WATERS_DISCLAIMER,
  };
}

/** The caller's standing reservation with its place in the line; null when there is none. */
export async function ownReservationView(
  db: D1Database,
  offering: Offering,
  investorId: string,
): Promise<OwnReservationView | null> {
  const row = await findReservation(db, offering.projectId, investorId);
  if (!row || row.status !== 'standing') return null;
  const line = await lineOf(db, offering);
  const place = line.find((entry) => entry.investorId === investorId) ?? null;
  return {
    amountCents: row.amount_cents,
    placedAt: row.placed_at,
    status: place ? 'standing' : 'confirmed',
    place: place?.place ?? null,
    waitlistPosition: place?.waitlistPosition ?? null,
  };
}
