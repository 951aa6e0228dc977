/**
 * Annual reporting under Regulation Crowdfunding (17 CFR 227.202, Form C-AR): an issuer
 * whose offering sold files an annual report no later than 120 days after the end of each
 * fiscal year, starting with the fiscal year in which the offering closed
 * (docs/reporting-and-verification.md#annual-reports). Pure date arithmetic on ISO dates
 * (YYYY-MM-DD, UTC), shared by the worker (status, filing, reminders) and the screens.
 */

/** 227.202(a): the report is due no later than this many days after the fiscal year end. */
export const ANNUAL_REPORT_DAYS_AFTER_YEAR_END = 120;

/**
 * When the founder is reminded of a report not yet filed: this many days before its due
 * date (the scheduled job sends the nearest one reached, once per fiscal year).
 */
export const ANNUAL_REPORT_REMINDER_DAYS_BEFORE = [30, 7] as const;

export interface FiscalYearEnd {
  /** 1–12. */
  month: number;
  /** 1–31, within the month (February ends on the 28th: no year-dependent year end). */
  day: number;
}

/** Most small companies keep the calendar year; the founder may change it. */
export const DEFAULT_FISCAL_YEAR_END: FiscalYearEnd = { month: 12, day: 31 };

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY_MS = 86_400_000;

export function isValidFiscalYearEnd({ month, day }: FiscalYearEnd): boolean {
  return (
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (DAYS_IN_MONTH[month - 1] ?? 0)
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of fiscal year `year` (a fiscal year is named by the year it ends in). */
export function periodEndOf(year: number, fye: FiscalYearEnd): string {
  return `${year}-${pad(fye.month)}-${pad(fye.day)}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The report of the fiscal year ending `periodEnd` is due 120 days later. */
export function dueOnOf(periodEnd: string): string {
  return addDays(periodEnd, ANNUAL_REPORT_DAYS_AFTER_YEAR_END);
}

/** The first fiscal year to report: the one in which the offering closed (`closedOn`). */
export function firstReportedYear(closedOn: string, fye: FiscalYearEnd): number {
  const year = Number(closedOn.slice(0, 4));
  return closedOn <= periodEndOf(year, fye) ? year : year + 1;
}

export interface ReportPeriod {
  fiscalYear: number;
  periodEnd: string;
  dueOn: string;
}

export function reportPeriod(fiscalYear: number, fye: FiscalYearEnd): ReportPeriod {
  const periodEnd = periodEndOf(fiscalYear, fye);
  return { fiscalYear, periodEnd, dueOn: dueOnOf(periodEnd) };
}

/**
 * A funded project's reporting status, as everyone sees it:
 * - `due`: the next report not filed yet, due on `dueOn` (`yearEnded`: it can be filed now);
 * - `late`: a report not filed by its due date;
 * - `filed`: the last ended fiscal year's report is filed, and the next year has not ended.
 */
export type AnnualReportingStatus =
  | ({ state: 'due'; yearEnded: boolean } & ReportPeriod)
  | ({ state: 'late'; daysLate: number } & ReportPeriod)
  | ({ state: 'filed'; filedAt: string; next: ReportPeriod } & ReportPeriod);

export function reportingStatusOf(input: {
  closedOn: string;
  fiscalYearEnd: FiscalYearEnd;
  /** Filing time (ISO) per fiscal year filed. */
  filed: ReadonlyMap<number, string>;
  today: string;
}): AnnualReportingStatus {
  const { fiscalYearEnd: fye, filed, today } = input;
  const first = firstReportedYear(input.closedOn, fye);
  let year = first;
  while (filed.has(year)) year += 1;
  const open = reportPeriod(year, fye);
  if (today > open.dueOn) {
    return { state: 'late', daysLate: daysBetween(open.dueOn, today), ...open };
  }
  const yearEnded = today > open.periodEnd;
  const previousFiledAt = filed.get(year - 1);
  if (!yearEnded && year > first && previousFiledAt) {
    return { state: 'filed', filedAt: previousFiledAt, next: open, ...reportPeriod(year - 1, fye) };
  }
  return { state: 'due', yearEnded, ...open };
}

/**
 * The reminder owed today for a report not filed yet, if any: the smallest reminder
 * threshold already reached (so a job that missed the 30-day one still sends the 7-day one).
 */
export function reminderDueOf(status: AnnualReportingStatus, today: string): number | null {
  if (status.state !== 'due') return null;
  const daysLeft = daysBetween(today, status.dueOn);
  if (daysLeft < 0) return null;
  const reached = ANNUAL_REPORT_REMINDER_DAYS_BEFORE.filter((days) => daysLeft <= days);
  return reached.length > 0 ? Math.min(...reached) : null;
}
