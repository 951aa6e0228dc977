/**
 * The reservation round's say in a commitment (docs/before-the-raise.md#reservations),
 * asked by the invest flow before its own rules: while the round only takes
 * reservations nobody commits; during the priority window only offered reservers do,
 * within the room not held for the others; after it, the round has no say.
 */
import { formatCents } from '../../../shared/money/cents';
import { inPriorityWindow, priorityVerdict } from '../../../shared/reservations/rules';
import { ApiError } from '../../http/api-error';
import type { Offering } from '../offering';
import { findRound, lineOf, roomOf } from './queries';

/** @throws ApiError 409 when the round holds this commitment back. */
export async function checkReservationPriority(
  db: D1Database,
  investorId: string,
  offering: Offering,
  amountCents: number,
  now: Date,
): Promise<void> {
  const round = await findRound(db, offering.projectId);
  if (!round) return;
  if (round.status === 'reserving') {
    throw new ApiError(
      409,
      'reservations_only',
      `${offering.title} is taking reservations only: its offering has not opened, so nobody can commit yet. Reserve instead; you will be told when it opens.`,
    );
  }
  if (!inPriorityWindow(round.priority_ends_at, now)) return;
  const verdict = priorityVerdict(
    await lineOf(db, offering),
    roomOf(offering),
    investorId,
    amountCents,
  );
  if (verdict.ok) return;
  const ends = `${(round.priority_ends_at ?? '').replace('T', ' ').slice(0, 16)} UTC`;
  switch (verdict.reason) {
    case 'not_reserver':
      throw new ApiError(
        409,
        'priority_window',
        `Until ${ends} only investors who reserved may commit to ${offering.title}. Come back then.`,
      );
    case 'waitlisted':
      throw new ApiError(
        409,
        'waitlisted',
        `Your reservation is number ${verdict.position} on the waitlist: the room left is held for reservers ahead of you. You can commit when room is freed or after ${ends}.`,
      );
    case 'held_for_others':
      throw new ApiError(
        422,
        'held_for_others',
        `During the priority window you can commit at most ${formatCents(verdict.availableCents)}: the rest of the room is held for other reservers until ${ends}.`,
        { amountCents: `At most ${formatCents(verdict.availableCents)}.` },
      );
  }
}
