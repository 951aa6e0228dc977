/**
 * The offering window of Regulation Crowdfunding, one rule for the project form, the
 * worker's draft, submit, approval and terms-change commands, and the seed: an offering's
 * deadline is at least 21 days after its information went public (17 CFR 227.303(a)),
 * and never so near that its investors' right to cancel until 48 hours before it
 * (227.304(a)) would already be over. The figures are in shared/money/reg-cf.ts, with
 * the date the rule was read.
 */
import { formatDate } from '../format';
import { CANCELLATION_CUTOFF_HOURS, OFFERING_MIN_PUBLIC_DAYS } from '../money/reg-cf';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface OfferingWindowClock {
  /** When the offering went public (its approval); null while it is not public yet. */
  publicSince: string | null;
  /** The moment of the check (a draft, a submit, an approval, a terms change). */
  now: string;
}

/**
 * The earliest deadline allowed at `now`: 21 days after the offering went public (from
 * `now` when it has not yet, as it cannot go public before), and more than 48 hours away,
 * so the cancellation cut-off is still ahead.
 */
export function earliestDeadlineMs({ publicSince, now }: OfferingWindowClock): number {
  const nowMs = Date.parse(now);
  const publicMs = publicSince === null ? nowMs : Date.parse(publicSince);
  return Math.max(
    publicMs + OFFERING_MIN_PUBLIC_DAYS * DAY_MS,
    nowMs + CANCELLATION_CUTOFF_HOURS * HOUR_MS,
  );
}

/**
 * The earliest end date (a calendar day, UTC) allowed at `now`: an offering ends at the
 * close of its end date, so the first day whose close is not before the earliest deadline.
 */
export function earliestEndDate(clock: OfferingWindowClock): string {
  const earliest = earliestDeadlineMs(clock);
  const day = new Date(earliest).toISOString().slice(0, 10);
  if (Date.parse(offeringEndsAt(day)) >= earliest) return day;
  return new Date(earliest + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether an end date ('YYYY-MM-DD' or a timestamp) keeps the window at `now`. A value
 * that is no date at all is not this rule's to judge (the end date's own format check
 * names it), so it never throws on what a person typed.
 */
export function keepsOfferingWindow(endDate: string, clock: OfferingWindowClock): boolean {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(endDate);
  const endsAtMs = Date.parse(bare ? `${endDate}T23:59:59.000Z` : endDate);
  if (Number.isNaN(endsAtMs)) return true;
  return endsAtMs >= earliestDeadlineMs(clock);
}

/** The form's and the API's message for an end date before `earliest` ('YYYY-MM-DD'). */
export function endDateTooSoonMessage(earliest: string): string {
  return `Choose an end date on or after ${formatDate(earliest)}: an offering stays public at least ${OFFERING_MIN_PUBLIC_DAYS} days before it closes, and investors may cancel until ${CANCELLATION_CUTOFF_HOURS} hours before the end.`;
}

/** The form's hint under the end date: the earliest date allowed today. */
export function earliestEndDateHint(earliest: string): string {
  return `The last day investors can commit: ${formatDate(earliest)} or later (an offering stays public at least ${OFFERING_MIN_PUBLIC_DAYS} days).`;
}

/**
 * Why an end date breaks the window at `now` (the message names the earliest date), or
 * null when it keeps it.
 */
export function offeringWindowProblem(endDate: string, clock: OfferingWindowClock): string | null {
  return keepsOfferingWindow(endDate, clock) ? null : endDateTooSoonMessage(earliestEndDate(clock));
}

/** The timestamp an offering ends at: a bare date means the end of that day (UTC). */
export function offeringEndsAt(endDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(endDate)
    ? `${endDate}T23:59:59.000Z`
    : new Date(endDate).toISOString();
}
