import type { AnnualReportingStatus } from '../../../shared/reporting/annual-report';

/** "May 1, 2027" from "2027-05-01", the same on the server and in the browser (UTC). */
export function dayText(isoDay: string): string {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The badge and the sentence of a reporting status, as everyone reads them. */
export function statusText(status: AnnualReportingStatus): { badge: string; sentence: string } {
  switch (status.state) {
    case 'filed':
      return {
        badge: 'Filed',
        sentence: `The annual report for fiscal year ${status.fiscalYear} was filed on ${dayText(status.filedAt)}. The next is due on ${dayText(status.next.dueOn)}.`,
      };
    case 'late':
      return {
        badge: 'Late',
        sentence: `The annual report for fiscal year ${status.fiscalYear} was due on ${dayText(status.dueOn)} and has not been filed.`,
      };
    case 'due':
      return {
        badge: 'Due',
        sentence: `The annual report for fiscal year ${status.fiscalYear} (ending ${dayText(status.periodEnd)}) is due on ${dayText(status.dueOn)}.`,
      };
  }
}
