/**
 * The annual report's content, requests and answers (docs/reporting-and-verification.md
 * #annual-reports). The content follows 17 CFR 227.202(a): the business as disclosed in
 * the offering, financial statements certified by the principal executive officer (or
 * reviewed or audited ones), and a discussion of the financial condition.
 */
import * as v from 'valibot';
import type { AnnualReportingStatus, FiscalYearEnd } from './annual-report';
import { isValidFiscalYearEnd } from './annual-report';

const MAX_MONEY_CENTS = 100_000_000_000_000;

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`Write ${label}.`),
    v.trim(),
    v.minLength(1, `Write ${label}.`),
    v.maxLength(max, `Keep ${label} under ${max} characters.`),
  );
const cents = (label: string, minimum: number) =>
  v.pipe(
    v.number(`Enter ${label}.`),
    v.safeInteger(`Enter ${label} in whole cents.`),
    v.minValue(minimum, `${label} cannot be negative.`),
    v.maxValue(MAX_MONEY_CENTS, `${label} is too large.`),
  );

export const STATEMENT_BASES = ['certified', 'reviewed', 'audited'] as const;
export type StatementBasis = (typeof STATEMENT_BASES)[number];
export const STATEMENT_BASIS_LABELS: Record<StatementBasis, string> = {
  certified: 'Certified by the principal executive officer',
  reviewed: 'Reviewed by an independent accountant',
  audited: 'Audited by an independent accountant',
};

/** What the founder completes and files (the platform drafts the texts). */
export const annualReportContentSchema = v.strictObject({
  business: text('what the business did this year', 10_000),
  employees: v.pipe(
    v.number('Enter the number of employees.'),
    v.safeInteger('Enter the number of employees as a whole number.'),
    v.minValue(0, 'The number of employees cannot be negative.'),
    v.maxValue(10_000_000, 'The number of employees is too large.'),
  ),
  financialCondition: text('the discussion of the financial condition', 10_000),
  revenueCents: cents('The revenue', 0),
  netIncomeCents: cents('The net income', -MAX_MONEY_CENTS),
  totalAssetsCents: cents('The total assets', 0),
  cashCents: cents('The cash', 0),
  debtCents: cents('The debt', 0),
  statementBasis: v.picklist(STATEMENT_BASES, 'Say how the financial statements were prepared.'),
  /** The principal executive officer who certifies (or signs) the report. */
  signedBy: text('the name of the principal executive officer', 200),
});
export type AnnualReportContent = v.InferOutput<typeof annualReportContentSchema>;

/** POST /api/creator/projects/:id/annual-report: the report of `fiscalYear`. */
export const fileAnnualReportRequestSchema = v.strictObject({
  fiscalYear: v.pipe(
    v.number('Name the fiscal year the report covers.'),
    v.safeInteger('Name the fiscal year as a year, like 2026.'),
    v.minValue(2000, 'Name the fiscal year as a year, like 2026.'),
    v.maxValue(2200, 'Name the fiscal year as a year, like 2026.'),
  ),
  report: annualReportContentSchema,
  certify: v.literal(
    true,
    'Certify that the report and its financial statements are true and complete in all material respects.',
  ),
});
export type FileAnnualReportRequest = v.InferOutput<typeof fileAnnualReportRequestSchema>;

/** PUT /api/creator/projects/:id/annual-report/fiscal-year-end. */
export const fiscalYearEndRequestSchema = v.pipe(
  v.strictObject({
    month: v.pipe(v.number('Choose the month.'), v.safeInteger('Choose the month.')),
    day: v.pipe(v.number('Choose the day.'), v.safeInteger('Choose the day.')),
  }),
  v.check(
    isValidFiscalYearEnd,
    'Choose a day that exists in that month (February ends on the 28th).',
  ),
);

export interface FiledAnnualReport {
  fiscalYear: number;
  periodEnd: string;
  dueOn: string;
  filedAt: string;
  late: boolean;
  report: AnnualReportContent;
}

/** GET /api/projects/:slug/annual-reports: everyone's view of a funded project's reports. */
export interface AnnualReportsResponse {
  /** Null when the project is not funded (nothing to report). */
  status: AnnualReportingStatus | null;
  fiscalYearEnd: FiscalYearEnd;
  filed: FiledAnnualReport[];
}

/** What the platform knows, put into the draft for the founder to complete. */
export interface AnnualReportDraft {
  fiscalYear: number;
  periodEnd: string;
  dueOn: string;
  /** False until the fiscal year ended: the report cannot be filed before. */
  canFile: boolean;
  facts: {
    raisedCents: number;
    investorCount: number;
    closedOn: string;
    safeTerms: string;
    updatesInYear: number;
    latestMetrics: { postedOn: string; lines: string[] } | null;
  };
  report: Pick<AnnualReportContent, 'business' | 'financialCondition'>;
}

/** GET /api/creator/projects/:id/annual-report: the founder's view, with the next draft. */
export interface OwnAnnualReportsResponse extends AnnualReportsResponse {
  draft: AnnualReportDraft | null;
  /** The year end can change until the first report is filed. */
  fiscalYearEndEditable: boolean;
}
