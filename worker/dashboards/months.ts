/** Calendar helpers of the dashboards (UTC). */

const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `count` calendar months up to and including now's, oldest first. */
export function lastMonths(now: Date, count: number): { key: string; month: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return {
      key: date.toISOString().slice(0, 7),
      month: MONTH_LABELS[date.getUTCMonth()] ?? '',
    };
  });
}

/** The last `count` days up to and including today, oldest first. */
export function lastDays(now: Date, count: number): { day: string; date: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(now.getTime() - (count - 1 - i) * DAY_MS);
    return { day: DAY_LABELS[date.getUTCDay()] ?? '', date: date.toISOString().slice(0, 10) };
  });
}

/** The same moment `days` earlier, as an ISO timestamp. */
export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
