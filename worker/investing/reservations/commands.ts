/**
 * The reservation commands (docs/before-the-raise.md#reservations). Each reads the
 * round, decides, and appends its fact to `reservations:<projectId>` at the version it
 * read; one that lost a race to another reservation decides again on the new state.
 * Nothing here moves money.
 */
import {
  priorityEndsAt,
  reservationAmountProblem,
  type RoundStatus,
} from '../../../shared/reservations/rules';
import { appendToStream, ConcurrencyConflictError, type NewEvent } from '../../event-store';
import { ApiError } from '../../http/api-error';
import { findPublicOffering, isOpen, type Offering } from '../offering';
import { findReservation, findRound, type RoundRow } from './queries';
import { reservationStreamId } from './projection';

const ATTEMPTS = 3;

/** Who acts: a signed-in person, by id and the name their events carry. */
export interface Actor {
  id: string;
  name: string;
}

const projectNotFound = () => new ApiError(404, 'not_found', 'Project not found.');
const noRound = () => new ApiError(404, 'not_found', 'This project is not taking reservations.');

async function append(
  db: D1Database,
  projectId: string,
  version: number,
  actorId: string,
  events: NewEvent[],
) {
  await appendToStream(db, {
    streamId: reservationStreamId(projectId),
    streamType: 'reservations',
    expectedVersion: version,
    actorId,
    events,
  });
}

/** Runs `step` again when another writer appended to the round first. */
async function retrying<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (error instanceof ConcurrencyConflictError && attempt < ATTEMPTS) continue;
      if (error instanceof ConcurrencyConflictError) {
        throw new ApiError(409, 'conflict', 'Someone else changed this round just now: try again.');
      }
      throw error;
    }
  }
}

/** The creator's own live project and its offering; anyone else's is "not found". */
async function ownLiveOffering(db: D1Database, creatorId: string, projectId: string) {
  const project = await db
    .prepare('SELECT creator_id, status FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ creator_id: string; status: string }>();
  if (!project || project.creator_id !== creatorId) throw projectNotFound();
  const offering = await findPublicOffering(db, { id: projectId });
  if (!offering || project.status !== 'active') {
    throw new ApiError(
      409,
      'not_approved',
      'Only an approved, live project can take reservations: submit it for review first.',
    );
  }
  return offering;
}

/** Opens an approved project for reservations, before its first commitment. */
export async function openReservations(
  db: D1Database,
  creator: Actor,
  projectId: string,
  now: Date,
): Promise<void> {
  const offering = await ownLiveOffering(db, creator.id, projectId);
  if (await findRound(db, projectId)) {
    throw new ApiError(409, 'already_open', 'This project already took reservations.');
  }
  if (!isOpen(offering, now)) {
    throw new ApiError(409, 'offering_closed', 'The offering has ended: reservations cannot open.');
  }
  const first = await db
    .prepare('SELECT 1 FROM commitments WHERE project_id = ? LIMIT 1')
    .bind(projectId)
    .first();
  if (first || offering.committedCents > 0) {
    throw new ApiError(
      409,
      'already_investing',
      'Investors have already committed to this offering: reservations only come before the first commitment.',
    );
  }
  await append(db, projectId, 0, creator.id, [
    { type: 'reservations.opened', payload: { projectId } },
  ]).catch((error: unknown) => {
    if (error instanceof ConcurrencyConflictError) {
      throw new ApiError(409, 'already_open', 'This project already took reservations.');
    }
    throw error;
  });
}

/** Opens the offering: the reservers are told and their priority window starts. */
export async function openOffering(
  db: D1Database,
  creator: Actor,
  projectId: string,
  now: Date,
): Promise<void> {
  await ownLiveOffering(db, creator.id, projectId);
  await retrying(async () => {
    const round = await findRound(db, projectId);
    if (!round) throw noRound();
    if (round.status !== 'reserving') {
      throw new ApiError(409, 'already_open', 'The offering is already open.');
    }
    await append(db, projectId, round.version, creator.id, [
      {
        type: 'reservations.offering_opened',
        // The window counts from this very moment, so the event carries it.
        occurredAt: now.toISOString(),
        payload: {
          projectId,
          priorityEndsAt: priorityEndsAt(now),
          reserverCount: round.reserver_count,
          reservedCents: round.reserved_cents,
        },
      },
    ]);
  });
}

/** The round and offering an investor acts on, or the refusal. */
async function roundFor(
  db: D1Database,
  projectId: string,
): Promise<{ round: RoundRow; offering: Offering }> {
  const [round, offering] = await Promise.all([
    findRound(db, projectId),
    findPublicOffering(db, { id: projectId }),
  ]);
  if (!round || !offering) throw noRound();
  return { round, offering };
}

function checkAmount(offering: Offering, amountCents: number) {
  const problem = reservationAmountProblem(amountCents, {
    minimumCents: offering.terms.minimumInvestmentCents,
    maximumRaiseCents: offering.terms.maximumRaiseCents,
  });
  if (problem) throw new ApiError(422, 'invalid_amount', problem, { amountCents: problem });
}

function notTaking(status: RoundStatus) {
  return status === 'offering_open'
    ? new ApiError(
        409,
        'offering_open',
        'The offering is open: new reservations are closed. Invest through the offering instead.',
      )
    : null;
}

/**
 * Places the investor's reservation, or changes its amount (a standing one may change
 * at any time; a new one only while the round takes reservations). Same amount again:
 * nothing is appended.
 */
export async function reserve(
  db: D1Database,
  investor: Actor,
  projectId: string,
  amountCents: number,
  now: Date,
): Promise<void> {
  await retrying(async () => {
    const { round, offering } = await roundFor(db, projectId);
    if (!isOpen(offering, now)) {
      throw new ApiError(409, 'offering_closed', 'The offering has ended.');
    }
    checkAmount(offering, amountCents);
    const current = await findReservation(db, projectId, investor.id);
    const standing = current?.status === 'standing' ? current : null;
    if (standing?.amount_cents === amountCents) return;
    const event: NewEvent = standing
      ? {
          type: 'reservation.changed',
          payload: {
            projectId,
            investorId: investor.id,
            amountCents,
            previousCents: standing.amount_cents,
          },
        }
      : {
          type: 'reservation.placed',
          payload: { projectId, investorId: investor.id, investorName: investor.name, amountCents },
        };
    if (!standing) {
      const refusal = notTaking(round.status);
      if (refusal) throw refusal;
    }
    await append(db, projectId, round.version, investor.id, [event]);
  });
}

/** Withdraws the investor's standing reservation, at any time; none standing: a 404. */
export async function withdrawReservation(
  db: D1Database,
  investor: Actor,
  projectId: string,
): Promise<void> {
  await retrying(async () => {
    const { round } = await roundFor(db, projectId);
    const current = await findReservation(db, projectId, investor.id);
    if (current?.status !== 'standing') {
      throw new ApiError(404, 'not_found', 'You have no reservation on this project.');
    }
    await append(db, projectId, round.version, investor.id, [
      { type: 'reservation.withdrawn', payload: { projectId, investorId: investor.id } },
    ]);
  });
}
