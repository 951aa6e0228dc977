/**
 * A funded project's annual reporting as read from the read models: its fiscal year end,
 * the reports filed, the status everyone sees, and the draft the platform prepares for
 * the founder from what it knows (the raise, the SAFEs, the year's updates and metrics).
 */
import {
  DEFAULT_FISCAL_YEAR_END,
  reportingStatusOf,
  type AnnualReportingStatus,
  type FiscalYearEnd,
} from '../../shared/reporting/annual-report';
import type {
  AnnualReportContent,
  AnnualReportDraft,
  AnnualReportsResponse,
  FiledAnnualReport,
} from '../../shared/reporting/annual-report-api';
import { formatDate } from '../../shared/format';
import { formatCents } from '../../shared/money/cents';
import {
  UPDATE_METRIC_DEFINITIONS,
  UPDATE_METRIC_KEYS,
  churnPercentOf,
  type UpdateMetricKey,
  type UpdateMetrics,
} from '../../shared/reporting/update-metrics';

export interface ReportingState {
  projectId: string;
  title: string;
  tagline: string;
  /** Null unless the offering closed funded. */
  closedOn: string | null;
  fiscalYearEnd: FiscalYearEnd;
  /** The annual-report stream's version (0: nothing recorded, the default year end). */
  version: number;
  filed: FiledAnnualReport[];
}

interface ProjectRow {
  id: string;
  title: string;
  tagline: string;
  status: string;
  closed_at: string | null;
  fiscal_year_end_month: number | null;
  fiscal_year_end_day: number | null;
  version: number | null;
}

interface ReportRow {
  fiscal_year: number;
  period_end: string;
  due_on: string;
  filed_at: string;
  report: string;
}

export async function reportingStateOf(
  db: D1Database,
  projectId: string,
): Promise<ReportingState | null> {
  const [project, reports] = await Promise.all([
    db
      .prepare(
        `SELECT p.id, p.title, p.tagline, p.status, p.closed_at, r.fiscal_year_end_month,
           r.fiscal_year_end_day, r.version
         FROM projects p LEFT JOIN annual_reporting r ON r.project_id = p.id WHERE p.id = ?`,
      )
      .bind(projectId)
      .first<ProjectRow>(),
    db
      .prepare(
        `SELECT fiscal_year, period_end, due_on, filed_at, report FROM annual_reports
         WHERE project_id = ? ORDER BY fiscal_year DESC`,
      )
      .bind(projectId)
      .all<ReportRow>(),
  ]);
  if (!project) return null;
  const funded = project.status === 'funded' && project.closed_at;
  return {
    projectId: project.id,
    title: project.title,
    tagline: project.tagline,
    closedOn: funded ? (project.closed_at ?? '').slice(0, 10) : null,
    fiscalYearEnd:
      project.fiscal_year_end_month && project.fiscal_year_end_day
        ? { month: project.fiscal_year_end_month, day: project.fiscal_year_end_day }
        : DEFAULT_FISCAL_YEAR_END,
    version: project.version ?? 0,
    filed: reports.results.map((row) => ({
      fiscalYear: row.fiscal_year,
      periodEnd: row.period_end,
      dueOn: row.due_on,
      filedAt: row.filed_at,
      late: row.filed_at.slice(0, 10) > row.due_on,
      report: JSON.parse(row.report) as AnnualReportContent,
    })),
  };
}

export function statusOf(state: ReportingState, now: Date): AnnualReportingStatus | null {
  if (!state.closedOn) return null;
  return reportingStatusOf({
    closedOn: state.closedOn,
    fiscalYearEnd: state.fiscalYearEnd,
    filed: new Map(state.filed.map((r) => [r.fiscalYear, r.filedAt])),
    today: now.toISOString().slice(0, 10),
  });
}

export function publicView(state: ReportingState, now: Date): AnnualReportsResponse {
  return {
    status: statusOf(state, now),
    fiscalYearEnd: state.fiscalYearEnd,
    filed: state.filed,
  };
}

/** The report the founder files next: the year after the last filed one. */
export function openPeriodOf(status: AnnualReportingStatus) {
  return status.state === 'filed' ? status.next : status;
}

const AUTO = { cents: 'auto' } as const;

function metricLine(key: UpdateMetricKey, value: number): string {
  const label = UPDATE_METRIC_DEFINITIONS[key].label;
  if (key === 'mrrCents' || key === 'burnCents') return `${label}: ${formatCents(value)}`;
  if (key === 'churnBasisPoints') return `${label}: ${churnPercentOf(value)}`;
  if (key === 'runwayMonths') return `${label}: ${value} months`;
  return `${label}: ${value}`;
}

function safeTermsOf(row: { variant: string; cap: number | null; discount: number | null } | null) {
  if (!row) return 'SAFEs';
  const parts = [
    row.cap ? `a ${formatCents(row.cap * 100, AUTO)} post-money valuation cap` : null,
    row.discount ? `a ${row.discount} % discount` : null,
    row.variant === 'mfn' ? 'most-favoured-nation terms' : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? `post-money SAFEs with ${parts.join(' and ')}` : 'post-money SAFEs';
}

/** The draft of the report of the open period, from the platform's records. */
export async function draftOf(
  db: D1Database,
  state: ReportingState,
  status: AnnualReportingStatus,
): Promise<AnnualReportDraft> {
  const period = openPeriodOf(status);
  const yearStart = `${Number(period.periodEnd.slice(0, 4)) - 1}${period.periodEnd.slice(4)}`;
  const [raise, terms, updates] = await Promise.all([
    db
      .prepare('SELECT raised_cents, investor_count FROM settlements WHERE project_id = ?')
      .bind(state.projectId)
      .first<{ raised_cents: number; investor_count: number }>(),
    db
      .prepare(
        'SELECT variant, valuation_cap_dollars AS cap, discount_percent AS discount FROM offerings WHERE project_id = ?',
      )
      .bind(state.projectId)
      .first<{ variant: string; cap: number | null; discount: number | null }>(),
    db
      .prepare(
        `SELECT posted_at, metrics FROM project_updates WHERE project_id = ?
           AND substr(posted_at, 1, 10) > ? AND substr(posted_at, 1, 10) <= ?
         ORDER BY posted_at DESC`,
      )
      .bind(state.projectId, yearStart, period.periodEnd)
      .all<{ posted_at: string; metrics: string | null }>(),
  ]);
  const withMetrics = updates.results.find((u) => u.metrics !== null);
  const metrics = withMetrics ? (JSON.parse(withMetrics.metrics ?? '{}') as UpdateMetrics) : null;
  const latestMetrics =
    withMetrics && metrics
      ? {
          postedOn: withMetrics.posted_at.slice(0, 10),
          lines: UPDATE_METRIC_KEYS.flatMap((key) => {
            const value = metrics[key];
            return value === undefined ? [] : [metricLine(key, value)];
          }),
        }
      : null;
  const raisedCents = raise?.raised_cents ?? 0;
  const investorCount = raise?.investor_count ?? 0;
  const safeTerms = safeTermsOf(terms);
  const closedOn = state.closedOn ?? '';
  const financialCondition = [
    `We raised ${formatCents(raisedCents, AUTO)} from ${investorCount} investor${investorCount === 1 ? '' : 's'} in a Regulation Crowdfunding offering on LaunchFund that closed on ${closedOn ? formatDate(closedOn) : 'its deadline'}, as ${safeTerms}.`,
    latestMetrics
      ? `At our last update of the year (${formatDate(latestMetrics.postedOn)}): ${latestMetrics.lines.join('; ')}.`
      : null,
    'Describe here the results of operations, liquidity and capital resources, and any known trends or uncertainties.',
  ].filter((line): line is string => line !== null);
  const business = [
    `${state.title}: ${state.tagline}`,
    `During the fiscal year ended ${formatDate(period.periodEnd)} we posted ${updates.results.length} update${updates.results.length === 1 ? '' : 's'} to our investors on LaunchFund.`,
    'Describe here what the business did this year and what it plans next.',
  ];
  return {
    fiscalYear: period.fiscalYear,
    periodEnd: period.periodEnd,
    dueOn: period.dueOn,
    canFile: status.state === 'late' || (status.state === 'due' && status.yearEnded),
    facts: {
      raisedCents,
      investorCount,
      closedOn,
      safeTerms,
      updatesInYear: updates.results.length,
      latestMetrics,
    },
    report: {
      business: business.join('\n\n'),
      financialCondition: financialCondition.join('\n\n'),
    },
  };
}
