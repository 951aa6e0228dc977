/**
 * The scheduled job's annual-report reminders (docs/reporting-and-verification.md
 * #annual-reports): each funded project whose report is not filed hears 30 and 7 days
 * before its due date (ANNUAL_REPORT_REMINDER_DAYS_BEFORE), once per threshold and fiscal
 * year. The reminder is an event (`annual_report.reminder_sent`) whose notice reaches the
 * founder in the bell and by mail; the stream's version makes a second run a no-op.
 */
import { reminderDueOf } from '../../shared/reporting/annual-report';
import { appendToStream, ConcurrencyConflictError } from '../event-store';
import { annualReportStreamId } from './projection';
import { reportingStateOf, statusOf } from './queries';

export interface ReminderReport {
  sent: { projectId: string; fiscalYear: number; daysBefore: number }[];
}

export async function sendAnnualReportReminders(
  db: D1Database,
  now: Date,
): Promise<ReminderReport> {
  const { results } = await db
    .prepare("SELECT id FROM projects WHERE status = 'funded' AND closed_at IS NOT NULL")
    .all<{ id: string }>();
  const today = now.toISOString().slice(0, 10);
  const sent: ReminderReport['sent'] = [];
  for (const { id } of results) {
    const state = await reportingStateOf(db, id);
    const status = state && statusOf(state, now);
    if (!state || !status) continue;
    const daysBefore = reminderDueOf(status, today);
    if (daysBefore === null || status.state !== 'due') continue;
    const already = await db
      .prepare(
        'SELECT 1 AS found FROM annual_report_reminders WHERE project_id = ? AND fiscal_year = ? AND days_before = ?',
      )
      .bind(id, status.fiscalYear, daysBefore)
      .first();
    if (already) continue;
    try {
      await appendToStream(db, {
        streamId: annualReportStreamId(id),
        streamType: 'annual-report',
        expectedVersion: state.version,
        actorId: null,
        events: [
          {
            type: 'annual_report.reminder_sent',
            payload: {
              projectId: id,
              fiscalYear: status.fiscalYear,
              dueOn: status.dueOn,
              daysBefore,
            },
            occurredAt: now.toISOString(),
          },
        ],
      });
      sent.push({ projectId: id, fiscalYear: status.fiscalYear, daysBefore });
    } catch (error) {
      // Another run (or the founder filing) moved the stream: the next tick looks again.
      if (!(error instanceof ConcurrencyConflictError)) throw error;
    }
  }
  return { sent };
}
