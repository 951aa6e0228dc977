/**
 * Payloads of a funded project's annual reporting (stream type `annual-report`, id
 * `annual-report:<projectId>`; docs/reporting-and-verification.md#annual-reports).
 */
import * as v from 'valibot';
import { annualReportContentSchema } from './annual-report-api';
import { uuidSchema } from '../uuid';

const id = uuidSchema;
const year = v.pipe(v.number(), v.safeInteger(), v.minValue(2000), v.maxValue(2200));
const day = v.pipe(v.string(), v.isoDate());
const fiscalYearEnd = v.object({
  month: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12)),
  day: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(31)),
});

/** The founder set the company's fiscal year end. */
export const fiscalYearEndSetSchema = v.object({ projectId: id, fiscalYearEnd });

/** The founder filed the annual report of one fiscal year (the whole report as filed). */
export const annualReportFiledSchema = v.object({
  projectId: id,
  fiscalYear: year,
  periodEnd: day,
  dueOn: day,
  report: annualReportContentSchema,
});

/** The scheduled job reminded the founder of a report not filed yet. */
export const annualReportReminderSentSchema = v.object({
  projectId: id,
  fiscalYear: year,
  dueOn: day,
  daysBefore: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** Spread into EVENT_SCHEMAS (shared/events.ts). */
export const ANNUAL_REPORT_EVENT_SCHEMAS = {
  'annual_report.fiscal_year_end_set': {
    streamType: 'annual-report',
    schema: fiscalYearEndSetSchema,
  },
  'annual_report.filed': { streamType: 'annual-report', schema: annualReportFiledSchema },
  'annual_report.reminder_sent': {
    streamType: 'annual-report',
    schema: annualReportReminderSentSchema,
  },
} as const;
