const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment in UTC, with the zone said: 'Nov 19, 2026, 10:00 AM UTC'. */
export function formatDateTimeUtc(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
