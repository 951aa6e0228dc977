/**
 * Projection of the annual-report streams (docs/reporting-and-verification.md
 * #annual-reports) into `annual_reporting`, `annual_reports` and
 * `annual_report_reminders` (migration 0043).
 */
import type { StoredEvent, StoredEventOf } from '../kernel/types';

type AnnualReportEvent = StoredEventOf<'annual-report'>;

export const ANNUAL_REPORT_TABLES = [
  'annual_reporting',
  'annual_reports',
  'annual_report_reminders',
] as const;

export const annualReportStreamId = (projectId: string) => `annual-report:${projectId}`;

export function isAnnualReportEvent(event: StoredEvent): event is AnnualReportEvent {
  return event.streamType === 'annual-report';
}

/** Every event moves the stream's version; a year end also sets the year end. */
function versionStatement(db: D1Database, event: AnnualReportEvent): D1PreparedStatement {
  const fye =
    event.type === 'annual_report.fiscal_year_end_set' ? event.payload.fiscalYearEnd : null;
  return db
    .prepare(
      `INSERT INTO annual_reporting (project_id, fiscal_year_end_month, fiscal_year_end_day, version)
       VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (project_id) DO UPDATE SET version = excluded.version,
         fiscal_year_end_month = COALESCE(excluded.fiscal_year_end_month, fiscal_year_end_month),
         fiscal_year_end_day = COALESCE(excluded.fiscal_year_end_day, fiscal_year_end_day)`,
    )
    .bind(event.payload.projectId, fye?.month ?? null, fye?.day ?? null, event.version);
}

export function projectAnnualReportEvent(
  db: D1Database,
  event: AnnualReportEvent,
): D1PreparedStatement[] {
  const version = versionStatement(db, event);
  switch (event.type) {
    case 'annual_report.fiscal_year_end_set':
      return [version];
    case 'annual_report.filed': {
      const p = event.payload;
      return [
        version,
        db
          .prepare(
            `INSERT INTO annual_reports (project_id, fiscal_year, period_end, due_on, filed_at, report)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            p.projectId,
            p.fiscalYear,
            p.periodEnd,
            p.dueOn,
            event.occurredAt,
            JSON.stringify(p.report),
          ),
      ];
    }
    case 'annual_report.reminder_sent': {
      const p = event.payload;
      return [
        version,
        db
          .prepare(
            `INSERT INTO annual_report_reminders (project_id, fiscal_year, days_before, sent_at)
             VALUES (?, ?, ?, ?)`,
          )
          .bind(p.projectId, p.fiscalYear, p.daysBefore, event.occurredAt),
      ];
    }
  }
}
