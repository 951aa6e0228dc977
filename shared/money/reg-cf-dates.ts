/**
 * The dates Regulation Crowdfunding sets around an offering's deadline. Timestamps are
 * ISO 8601 strings; a bare calendar day ('2026-11-21') means 00:00 UTC of that day.
 */
import { CANCELLATION_CUTOFF_HOURS } from './reg-cf';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function msOf(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO date: "${iso}".`);
  return ms;
}

/**
 * The last moment an investor may cancel a commitment: 48 hours before the offering's
 * end (17 CFR 227.304(a)), as an ISO timestamp.
 */
export function cancellationCutoffAt(offeringEndsAt: string): string {
  return new Date(msOf(offeringEndsAt) - CANCELLATION_CUTOFF_HOURS * HOUR_MS).toISOString();
}

/** True while `now` is strictly before the cancellation cut-off of an offering ending at `offeringEndsAt`. */
export function isBeforeCancellationCutoff(offeringEndsAt: string, now: string): boolean {
  return msOf(now) < msOf(cancellationCutoffAt(offeringEndsAt));
}

/**
 * `from` plus `days` business days (Monday to Friday, counted in UTC), keeping the time
 * of day: Friday + 1 → Monday. Days listed in `holidays` ('YYYY-MM-DD', UTC) are
 * skipped too; the product passes none yet, so a window spanning a federal holiday ends
 * a business day early until a holiday calendar is supplied.
 */
export function addBusinessDays(
  from: string,
  days: number,
  holidays: readonly string[] = [],
): string {
  if (!Number.isSafeInteger(days) || days < 0)
    throw new RangeError('days must be a whole number ≥ 0.');
  let ms = msOf(from);
  let left = days;
  while (left > 0) {
    ms += DAY_MS;
    const weekday = new Date(ms).getUTCDay();
    const day = new Date(ms).toISOString().slice(0, 10);
    if (weekday !== 0 && weekday !== 6 && !holidays.includes(day)) left -= 1;
  }
  return new Date(ms).toISOString();
}

/** Whole days between two timestamps, rounded down (`to` before `from` gives a negative number). */
export function wholeDaysBetween(from: string, to: string): number {
  return Math.floor((msOf(to) - msOf(from)) / DAY_MS);
}
