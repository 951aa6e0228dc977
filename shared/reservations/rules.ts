/**
 * The rules of a reservation round (docs/before-the-raise.md#reservations), pure so the
 * worker, the screens and the tests read the same ones.
 *
 * - A reservation is an indication of interest under 17 CFR 227.206 (testing the
 *   waters): no money is solicited or accepted and it binds nobody. It never becomes a
 *   commitment by itself; a reserver commits through the ordinary invest flow.
 * - When the creator opens the offering, the reservers have a priority window of
 *   `PRIORITY_WINDOW_HOURS`: only they may commit. After it, anyone may.
 * - The line: standing reservations (not withdrawn, not yet confirmed by a commitment)
 *   in the order they were queued. A reservation is queued when placed, and again
 *   (to the back) when its amount is raised; lowering it keeps its place. Walking the
 *   line with the room left under the maximum raise, each reservation that fits is
 *   offered its room; the first that does not fit, and everyone behind it, waits. When
 *   room is freed (a withdrawal, a cancelled commitment), the next ones are offered in
 *   order.
 */
import { formatCents } from '../money/cents';

/** The date the priority window's length below was chosen and documented. */
export const PRIORITY_WINDOW_AS_OF = '2026-11-29';

/** How long reservers alone may commit once the offering opens (the 48 hours). */
export const PRIORITY_WINDOW_HOURS = 48;

/** The disclaimer 17 CFR 227.206 asks of testing-the-waters material, shown with every round. */
export const TESTING_THE_WATERS_DISCLAIMER =
  'This is testing the waters: no money or other consideration is being solicited, and none will be accepted until the offering opens. A reservation is an indication of interest only: it is not binding on you or the company, and you may change or withdraw it at any time.';

/** A round's phase: taking reservations, or the offering open (with or without priority). */
export type RoundStatus = 'reserving' | 'offering_open';

/** One standing reservation in the line. */
export interface LineEntry {
  investorId: string;
  amountCents: number;
  /** When it took its place in the line (ISO timestamp); ties break on the investor id. */
  queuedAt: string;
}

export interface LinePlace {
  investorId: string;
  amountCents: number;
  /** `offered`: room is held for it; `waitlisted`: it waits for freed room. */
  place: 'offered' | 'waitlisted';
  /** 1-based position among the waitlisted; null when offered. */
  waitlistPosition: number | null;
}

/** The line in order, each reservation offered room or waitlisted, for `roomCents` left. */
export function allocateLine(entries: readonly LineEntry[], roomCents: number): LinePlace[] {
  const ordered = [...entries].sort(
    (a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.investorId.localeCompare(b.investorId),
  );
  let left = Math.max(0, roomCents);
  let waiting = 0;
  return ordered.map((entry) => {
    if (waiting === 0 && entry.amountCents <= left) {
      left -= entry.amountCents;
      return { ...entry, place: 'offered', waitlistPosition: null };
    }
    waiting += 1;
    return { ...entry, place: 'waitlisted', waitlistPosition: waiting };
  });
}

/** When the priority window of an offering opened at `openedAt` ends. */
export function priorityEndsAt(openedAt: Date): string {
  return new Date(openedAt.getTime() + PRIORITY_WINDOW_HOURS * 3_600_000).toISOString();
}

/** Whether `now` is inside the priority window ending at `endsAt`. */
export function inPriorityWindow(endsAt: string | null, now: Date): boolean {
  return endsAt !== null && now.getTime() < Date.parse(endsAt);
}

/** Whether a commitment may go ahead during the priority window; else why not. */
export type PriorityVerdict =
  | { ok: true }
  | { ok: false; reason: 'not_reserver' }
  | { ok: false; reason: 'waitlisted'; position: number }
  | { ok: false; reason: 'held_for_others'; availableCents: number };

/**
 * What a commitment of `amountCents` by `investorId` may do during the priority window:
 * an offered reserver may take the room left less what is held for the other offered
 * reservations; a waitlisted one waits; anyone else waits for the window's end.
 */
export function priorityVerdict(
  line: readonly LinePlace[],
  roomCents: number,
  investorId: string,
  amountCents: number,
): PriorityVerdict {
  const own = line.find((entry) => entry.investorId === investorId);
  if (!own) return { ok: false, reason: 'not_reserver' };
  if (own.place === 'waitlisted') {
    return { ok: false, reason: 'waitlisted', position: own.waitlistPosition ?? 1 };
  }
  const heldForOthers = line
    .filter((entry) => entry.place === 'offered' && entry.investorId !== investorId)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  const available = Math.max(0, roomCents - heldForOthers);
  if (amountCents > available) {
    return { ok: false, reason: 'held_for_others', availableCents: available };
  }
  return { ok: true };
}

/**
 * The amount problem of a reservation, or null: at least the offering's planned minimum
 * investment and at most its maximum raise (nobody can invest more than the raise).
 */
export function reservationAmountProblem(
  amountCents: number,
  bounds: { minimumCents: number; maximumRaiseCents: number },
): string | null {
  if (amountCents < bounds.minimumCents) {
    return `Reserve at least the minimum investment of ${formatCents(bounds.minimumCents)}.`;
  }
  if (amountCents > bounds.maximumRaiseCents) {
    return `Reserve at most the maximum raise of ${formatCents(bounds.maximumRaiseCents)}.`;
  }
  return null;
}
