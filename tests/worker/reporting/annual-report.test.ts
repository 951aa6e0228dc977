/**
 * Annual reports (Form C-AR, 17 CFR 227.202; docs/reporting-and-verification.md
 * #annual-reports): due 120 days after the fiscal year end, late after, filed once per
 * year by the founder from the platform's draft; backers are notified when it is filed,
 * and the scheduled job reminds the founder 30 and 7 days before the due date.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format';
import { addDays, reminderDueOf, reportingStatusOf } from '../../../shared/reporting/annual-report';
import type {
  AnnualReportsResponse,
  OwnAnnualReportsResponse,
} from '../../../shared/reporting/annual-report-api';
import { scheduled } from '../../../worker/closing/scheduled';
import { sendAnnualReportReminders } from '../../../worker/reporting/reminders';
import { reportingStateOf, statusOf } from '../../../worker/reporting/queries';
import { signedInUser } from '../helpers/auth';
import { call, fundedOffering } from '../conversion/helpers';

const DAY = 86_400_000;
const CAP = { variant: 'cap' as const, valuationCapDollars: 5_000_000 };

const today = () => new Date().toISOString().slice(0, 10);

describe('the reporting status (pure)', () => {
  const fye = { month: 12, day: 31 };
  const status = (filed: [number, string][], on: string) =>
    reportingStatusOf({
      closedOn: '2026-08-26',
      fiscalYearEnd: fye,
      filed: new Map(filed),
      today: on,
    });

  it('is due 120 days after the end of the fiscal year the offering closed in', () => {
    expect(status([], '2026-11-29')).toEqual({
      state: 'due',
      yearEnded: false,
      fiscalYear: 2026,
      periodEnd: '2026-12-31',
      dueOn: '2027-04-30',
    });
    expect(status([], '2027-04-30')).toMatchObject({ state: 'due', yearEnded: true });
  });

  it('is late the day after the due date, and filed once the year is filed', () => {
    expect(status([], '2027-05-01')).toMatchObject({
      state: 'late',
      daysLate: 1,
      fiscalYear: 2026,
    });
    expect(status([[2026, '2027-03-01T10:00:00.000Z']], '2027-05-01')).toEqual({
      state: 'filed',
      fiscalYear: 2026,
      periodEnd: '2026-12-31',
      dueOn: '2027-04-30',
      filedAt: '2027-03-01T10:00:00.000Z',
      next: { fiscalYear: 2027, periodEnd: '2027-12-31', dueOn: '2028-04-29' },
    });
    // The next year ended: its report is due again.
    expect(status([[2026, '2027-03-01T10:00:00.000Z']], '2028-01-02')).toMatchObject({
      state: 'due',
      fiscalYear: 2027,
      yearEnded: true,
    });
  });

  it('reminds 30 and then 7 days before the due date, never after it', () => {
    const due = status([], '2027-03-31');
    expect(reminderDueOf(due, '2027-03-31')).toBe(30);
    expect(reminderDueOf(due, '2027-03-30')).toBeNull();
    expect(reminderDueOf(due, '2027-04-23')).toBe(7);
    expect(reminderDueOf(status([], '2027-05-01'), '2027-05-01')).toBeNull();
  });
});

/**
 * A funded project whose fiscal year ended 100 days ago (its offering closed 200 days
 * ago), so its report is due in 20 days and can be filed now.
 */
async function fundedWithEndedYear(title: string) {
  const funded = await fundedOffering(title, [10_000_000, 30_000_000], CAP);
  const closedAt = new Date(Date.now() - 200 * DAY).toISOString();
  await env.DB.prepare('UPDATE projects SET closed_at = ? WHERE id = ?')
    .bind(closedAt, funded.project.id)
    .run();
  const yearEnd = new Date(Date.now() - 100 * DAY);
  const month = yearEnd.getUTCMonth() + 1;
  const day = month === 2 ? Math.min(yearEnd.getUTCDate(), 28) : yearEnd.getUTCDate();
  const base = `/api/creator/projects/${funded.project.id}/annual-report`;
  const set = await call<OwnAnnualReportsResponse>(`${base}/fiscal-year-end`, {
    method: 'PUT',
    token: funded.project.creatorToken,
    body: { month, day },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { ...funded, base, own: set.body };
}

const report = {
  business: 'We shipped the product to our first paying customers.',
  employees: 4,
  financialCondition: 'Revenue grew each month; the raise funds 18 months of runway.',
  revenueCents: 12_000_000,
  netIncomeCents: -4_500_000,
  totalAssetsCents: 41_000_000,
  cashCents: 35_000_000,
  debtCents: 0,
  statementBasis: 'certified',
  signedBy: 'Casey Creator',
};

/** The tests' founder is one person for every project: count per project. */
async function notificationsOf(userId: string, kind: string, projectId = '%') {
  const row = await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND kind = ? AND project_id LIKE ?',
  )
    .bind(userId, kind, projectId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A mail's key is its notification's id, which names the project's stream. */
async function mailsOf(userId: string, kind: string, projectId = '') {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM auth_outbox WHERE user_id = ? AND notification_kind = ? AND dedupe_key LIKE '%' || ? || '%'",
  )
    .bind(userId, kind, projectId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('a founder files the annual report', () => {
  it('drafts it from the raise, files it once, and tells every backer', async () => {
    const { project, investors, base, own } = await fundedWithEndedYear('Reporting Works');
    const draft = own.draft;
    expect(own.status).toMatchObject({ state: 'due', yearEnded: true });
    expect(draft?.canFile).toBe(true);
    expect(draft?.facts).toMatchObject({ raisedCents: 40_000_000, investorCount: 2 });
    expect(draft?.report.financialCondition).toContain('We raised $400,000 from 2 investors');
    expect(draft?.report.financialCondition).toContain('$5,000,000 post-money valuation cap');
    // Dated as people read them, not in ISO (found by the 1280 px walk).
    expect(draft?.report.financialCondition).toContain(
      `closed on ${formatDate(draft?.facts.closedOn ?? '')},`,
    );
    expect(draft?.report.business).toContain(
      `During the fiscal year ended ${formatDate(draft?.periodEnd ?? '')} we posted`,
    );
    expect(`${draft?.report.business} ${draft?.report.financialCondition}`).not.toMatch(
      /\d{4}-\d\d-\d\d/,
    );

    const publicPath = `/api/projects/${project.slug}/annual-reports`;
    const before = await call<AnnualReportsResponse>(publicPath);
    expect(before.status).toBe(200);
    expect(before.body.status?.state).toBe('due');
    expect(before.body.filed).toEqual([]);

    const fiscalYear = draft?.fiscalYear ?? 0;
    const wrongYear = await call(base, {
      method: 'POST',
      token: project.creatorToken,
      body: { fiscalYear: fiscalYear + 1, report, certify: true },
    });
    expect(wrongYear.status).toBe(422);
    const uncertified = await call(base, {
      method: 'POST',
      token: project.creatorToken,
      body: { fiscalYear, report, certify: false },
    });
    expect(uncertified.status).toBe(422);

    const filed = await call<OwnAnnualReportsResponse>(base, {
      method: 'POST',
      token: project.creatorToken,
      body: { fiscalYear, report, certify: true },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.status).toMatchObject({ state: 'filed', fiscalYear });
    expect(filed.body.fiscalYearEndEditable).toBe(false);

    const after = await call<AnnualReportsResponse>(publicPath);
    expect(after.body.status?.state).toBe('filed');
    expect(after.body.filed).toHaveLength(1);
    expect(after.body.filed[0]).toMatchObject({ fiscalYear, late: false, report });

    for (const investor of investors) {
      expect(await notificationsOf(investor.id, 'annual_report_filed')).toBe(1);
      expect(await mailsOf(investor.id, 'annual_report_filed')).toBe(1);
    }

    const again = await call(base, {
      method: 'POST',
      token: project.creatorToken,
      body: { fiscalYear, report, certify: true },
    });
    expect(again.status).toBe(409);
    const moveYearEnd = await call(`${base}/fiscal-year-end`, {
      method: 'PUT',
      token: project.creatorToken,
      body: { month: 6, day: 30 },
    });
    expect(moveYearEnd.status).toBe(409);
    for (const investor of investors) {
      expect(await notificationsOf(investor.id, 'annual_report_filed')).toBe(1);
    }
  });

  it('is late once the due date passed without a filing', async () => {
    const { project } = await fundedWithEndedYear('Reporting Late');
    const state = await reportingStateOf(env.DB, project.id);
    if (!state) throw new Error('no reporting state');
    const dueOn = statusOf(state, new Date())?.dueOn ?? '';
    expect(dueOn).toBe(addDays(today(), 20));
    expect(statusOf(state, new Date(Date.now() + 21 * DAY))).toMatchObject({
      state: 'late',
      daysLate: 1,
    });
  });

  it('refuses a year not ended, other people, and bad input', async () => {
    const { project } = await fundedOffering('Reporting Refusals', [10_000_000], CAP);
    const base = `/api/creator/projects/${project.id}/annual-report`;
    const own = await call<OwnAnnualReportsResponse>(base, { token: project.creatorToken });
    expect(own.status).toBe(200);
    // Closed just now, on a December 31 year end: the year has not ended.
    expect(own.body.draft?.canFile).toBe(false);
    const early = await call<{ error: { code: string } }>(base, {
      method: 'POST',
      token: project.creatorToken,
      body: { fiscalYear: own.body.draft?.fiscalYear, report, certify: true },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('year_not_ended');

    const other = await signedInUser({ role: 'creator', fullName: 'Other Founder' });
    expect((await call(base, { token: other.accessToken })).status).toBe(404);
    const investor = await signedInUser({ role: 'investor', fullName: 'Nosy Investor' });
    expect((await call(base, { token: investor.accessToken })).status).toBe(403);
    const badDay = await call(`${base}/fiscal-year-end`, {
      method: 'PUT',
      token: project.creatorToken,
      body: { month: 2, day: 30 },
    });
    expect(badDay.status).toBe(422);
  });

  it('answers 409 not_funded for a live project', async () => {
    const { project } = await fundedOffering('Reporting Funded Only', [10_000_000], CAP);
    await env.DB.prepare("UPDATE projects SET status = 'active' WHERE id = ?")
      .bind(project.id)
      .run();
    const res = await call(`/api/creator/projects/${project.id}/annual-report`, {
      token: project.creatorToken,
    });
    expect(res.status).toBe(409);
  });
});

describe('the scheduled job reminds the founder', () => {
  it('30 and 7 days before the due date, once each, and never after filing', async () => {
    const { project, base } = await fundedWithEndedYear('Reporting Reminders');
    const creator = await env.DB.prepare('SELECT creator_id FROM projects WHERE id = ?')
      .bind(project.id)
      .first<{ creator_id: string }>();
    const founderId = creator?.creator_id ?? '';
    const mine = (sent: { projectId: string; daysBefore: number }[]) =>
      sent.filter((s) => s.projectId === project.id).map((s) => s.daysBefore);

    // Due in 20 days: the 30-day reminder, through the Worker's scheduled handler.
    await scheduled({ scheduledTime: Date.now(), cron: '*/5 * * * *', noRetry() {} }, env);
    expect(await notificationsOf(founderId, 'annual_report_due', project.id)).toBe(1);
    expect(await mailsOf(founderId, 'annual_report_due', project.id)).toBe(1);
    expect(mine((await sendAnnualReportReminders(env.DB, new Date())).sent)).toEqual([]);

    const in14Days = new Date(Date.now() + 14 * DAY);
    expect(mine((await sendAnnualReportReminders(env.DB, in14Days)).sent)).toEqual([7]);
    expect(mine((await sendAnnualReportReminders(env.DB, in14Days)).sent)).toEqual([]);
    expect(await notificationsOf(founderId, 'annual_report_due', project.id)).toBe(2);

    const own = await call<OwnAnnualReportsResponse>(base, { token: project.creatorToken });
    const filed = await call(base, {
      method: 'POST',
      token: project.creatorToken,
      body: { fiscalYear: own.body.draft?.fiscalYear, report, certify: true },
    });
    expect(filed.status).toBe(201);
    const in19Days = new Date(Date.now() + 19 * DAY);
    expect(mine((await sendAnnualReportReminders(env.DB, in19Days)).sent)).toEqual([]);
  });
});
