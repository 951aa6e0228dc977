/**
 * The founder's annual-report commands (docs/reporting-and-verification.md
 * #annual-reports): set the company's fiscal year end (until the first report is filed)
 * and file the report of the open fiscal year once that year has ended. Each appends to
 * `annual-report:<projectId>` at the version it read, so two filings of one year cannot
 * both land.
 */
import type { FiscalYearEnd } from '../../shared/reporting/annual-report';
import type { FileAnnualReportRequest } from '../../shared/reporting/annual-report-api';
import { appendToStream, ConcurrencyConflictError, type NewEvent } from '../event-store';
import { ApiError } from '../http/api-error';
import { annualReportStreamId } from './projection';
import { openPeriodOf, reportingStateOf, statusOf, type ReportingState } from './queries';

/** The founder's own funded project's reporting, or the refusal the route answers. */
export async function ownFundedReporting(
  db: D1Database,
  creatorId: string,
  projectId: string,
): Promise<ReportingState & { closedOn: string }> {
  const owner = await db
    .prepare('SELECT creator_id FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ creator_id: string }>();
  if (owner?.creator_id !== creatorId) throw new ApiError(404, 'not_found', 'Project not found.');
  const state = await reportingStateOf(db, projectId);
  if (!state?.closedOn) {
    throw new ApiError(
      409,
      'not_funded',
      'Annual reports are for funded projects: this offering has not closed funded.',
    );
  }
  return { ...state, closedOn: state.closedOn };
}

async function append(db: D1Database, state: ReportingState, actorId: string, event: NewEvent) {
  try {
    await appendToStream(db, {
      streamId: annualReportStreamId(state.projectId),
      streamType: 'annual-report',
      expectedVersion: state.version,
      actorId,
      events: [event],
    });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) {
      throw new ApiError(
        409,
        'conflict',
        'The annual report changed just now: reload and try again.',
      );
    }
    throw error;
  }
}

export async function setFiscalYearEnd(
  db: D1Database,
  creatorId: string,
  projectId: string,
  fiscalYearEnd: FiscalYearEnd,
): Promise<void> {
  const state = await ownFundedReporting(db, creatorId, projectId);
  if (state.filed.length > 0) {
    throw new ApiError(
      409,
      'fiscal_year_fixed',
      'The fiscal year end cannot change once an annual report is filed.',
    );
  }
  const same =
    state.fiscalYearEnd.month === fiscalYearEnd.month &&
    state.fiscalYearEnd.day === fiscalYearEnd.day;
  if (same && state.version > 0) return;
  await append(db, state, creatorId, {
    type: 'annual_report.fiscal_year_end_set',
    payload: { projectId, fiscalYearEnd },
  });
}

/** Files the report of the open fiscal year; the request names that year, as a guard. */
export async function fileAnnualReport(
  db: D1Database,
  creatorId: string,
  projectId: string,
  request: FileAnnualReportRequest,
  now: Date,
): Promise<void> {
  const state = await ownFundedReporting(db, creatorId, projectId);
  if (state.filed.some((r) => r.fiscalYear === request.fiscalYear)) {
    throw new ApiError(
      409,
      'already_filed',
      `The annual report for fiscal year ${request.fiscalYear} is already filed.`,
    );
  }
  const status = statusOf(state, now);
  if (!status) throw new ApiError(409, 'not_funded', 'This offering has not closed funded.');
  const period = openPeriodOf(status);
  if (request.fiscalYear !== period.fiscalYear) {
    throw new ApiError(
      422,
      'validation_failed',
      `The next annual report to file is for fiscal year ${period.fiscalYear}.`,
      {
        fiscalYear: `File the report for fiscal year ${period.fiscalYear} (ending ${period.periodEnd}).`,
      },
    );
  }
  if (now.toISOString().slice(0, 10) <= period.periodEnd) {
    throw new ApiError(
      409,
      'year_not_ended',
      `Fiscal year ${period.fiscalYear} ends on ${period.periodEnd}: its annual report can be filed after that day.`,
    );
  }
  await append(db, state, creatorId, {
    type: 'annual_report.filed',
    payload: {
      projectId,
      fiscalYear: period.fiscalYear,
      periodEnd: period.periodEnd,
      dueOn: period.dueOn,
      report: request.report,
    },
    occurredAt: now.toISOString(),
  });
}
