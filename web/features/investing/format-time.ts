// Made on first use, not at module load: the first Intl formatter a page creates loads
// the locale data, a long task that a dashboard's start need not pay (shared/format.ts).
let dateTime: Intl.DateTimeFormat | null = null;

/** A moment in UTC, with the zone said: 'Nov 19, 2026, 10:00 AM UTC'. */
export function formatDateTimeUtc(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${dateTime.format(new Date(iso))} UTC`;
}
