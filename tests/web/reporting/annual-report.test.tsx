/**
 * A funded project's annual report on screen: everyone reads its status (due with the
 * date, filed, late) and the filed report; the founder completes the platform's draft and
 * files it (docs/reporting-and-verification.md#annual-reports).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  AnnualReportsResponse,
  FileAnnualReportRequest,
  OwnAnnualReportsResponse,
} from '../../../shared/reporting/annual-report-api';
import { AnnualReportPanel } from '../../../web/features/reporting/annual-report-panel';
import { AnnualReportSection } from '../../../web/features/reporting/annual-report-form';
import { apiTable, server } from '../msw';
import { renderWithProviders } from '../render';
import { renderWithSession, testUser } from '../session-test-utils';

const FYE = { month: 12, day: 31 };
const PERIOD = { fiscalYear: 2025, periodEnd: '2025-12-31', dueOn: '2026-04-30' };
const REPORT = {
  business: 'We shipped to our first customers.',
  employees: 4,
  financialCondition: 'Revenue grew every month.',
  revenueCents: 12_000_000,
  netIncomeCents: -4_500_000,
  totalAssetsCents: 41_000_000,
  cashCents: 35_000_000,
  debtCents: 0,
  statementBasis: 'certified' as const,
  signedBy: 'Maya Patel',
};

function showPublic(body: AnnualReportsResponse) {
  server.use(apiTable({ '/api/projects/acme/annual-reports': body }));
  renderWithProviders(<AnnualReportPanel slug="acme" />);
}

describe('the annual report panel (everyone)', () => {
  it('says when the report is due', async () => {
    showPublic({
      status: { state: 'due', yearEnded: true, ...PERIOD },
      fiscalYearEnd: FYE,
      filed: [],
    });
    expect(await screen.findByText('Due')).toBeVisible();
    expect(
      screen.getByText(
        'The annual report for fiscal year 2025 (ending December 31, 2025) is due on April 30, 2026.',
      ),
    ).toBeVisible();
  });

  it('says a report is late', async () => {
    showPublic({
      status: { state: 'late', daysLate: 3, ...PERIOD },
      fiscalYearEnd: FYE,
      filed: [],
    });
    expect(await screen.findByText('Late')).toBeVisible();
    expect(screen.getByText(/was due on April 30, 2026 and has not been filed/)).toBeVisible();
  });

  it('shows a filed report and opens it', async () => {
    showPublic({
      status: {
        state: 'filed',
        filedAt: '2026-03-02T10:00:00.000Z',
        next: { fiscalYear: 2026, periodEnd: '2026-12-31', dueOn: '2027-04-30' },
        ...PERIOD,
      },
      fiscalYearEnd: FYE,
      filed: [{ ...PERIOD, filedAt: '2026-03-02T10:00:00.000Z', late: false, report: REPORT }],
    });
    expect(await screen.findByText('Filed')).toBeVisible();
    expect(
      screen.getByText(/filed on March 2, 2026\. The next is due on April 30, 2027\./),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Read the 2025 report' }));
    expect(screen.getByText('We shipped to our first customers.')).toBeVisible();
    expect(screen.getByText('-$45,000.00')).toBeVisible();
    expect(screen.getByText(/signed by Maya Patel/)).toBeVisible();
  });
});

const OWN: OwnAnnualReportsResponse = {
  status: { state: 'due', yearEnded: true, ...PERIOD },
  fiscalYearEnd: FYE,
  filed: [],
  fiscalYearEndEditable: true,
  draft: {
    ...PERIOD,
    canFile: true,
    facts: {
      raisedCents: 40_000_000,
      investorCount: 2,
      closedOn: '2025-06-01',
      safeTerms: 'post-money SAFEs',
      updatesInYear: 3,
      latestMetrics: null,
    },
    report: {
      business: 'Drafted business.',
      financialCondition: 'We raised $400,000 from 2 investors.',
    },
  },
};

describe('the founder files the annual report', () => {
  it('completes the draft and files it, then reads "Filed"', async () => {
    const path = '/api/creator/projects/p-1/annual-report';
    let sent: FileAnnualReportRequest | null = null;
    server.use(
      http.get(`*${path}`, () => HttpResponse.json(OWN)),
      http.post(`*${path}`, async ({ request }) => {
        const body = (await request.json()) as FileAnnualReportRequest;
        if (body.certify !== true) {
          return HttpResponse.json(
            {
              error: {
                code: 'validation_failed',
                message: 'Check the highlighted fields.',
                details: { certify: 'Certify that the report is true and complete.' },
              },
            },
            { status: 422 },
          );
        }
        sent = body;
        return HttpResponse.json(
          {
            ...OWN,
            status: {
              state: 'filed',
              filedAt: '2026-03-02T10:00:00.000Z',
              next: { fiscalYear: 2026, periodEnd: '2026-12-31', dueOn: '2027-04-30' },
              ...PERIOD,
            },
            fiscalYearEndEditable: false,
            filed: [
              { ...PERIOD, filedAt: '2026-03-02T10:00:00.000Z', late: false, report: REPORT },
            ],
            draft: { ...OWN.draft, canFile: false, fiscalYear: 2026, periodEnd: '2026-12-31' },
          },
          { status: 201 },
        );
      }),
    );
    renderWithSession(<AnnualReportSection projectId="p-1" />, {
      user: testUser({ id: 'creator-1', role: 'creator' }),
    });
    const form = await screen.findByRole('form', {
      name: 'Annual report for fiscal year 2025 (ended December 31, 2025)',
    });
    expect(within(form).getByLabelText('Financial condition')).toHaveValue(
      'We raised $400,000 from 2 investors.',
    );
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Revenue for the year ($)'), '120,000');
    await user.type(within(form).getByLabelText(/Net income/), '-45,000');
    await user.type(within(form).getByLabelText('Total assets at year end ($)'), '410000');
    await user.type(within(form).getByLabelText('Cash at year end ($)'), '350000');
    await user.type(within(form).getByLabelText('Debt at year end ($)'), '0');
    await user.type(within(form).getByLabelText('Employees'), '4');
    await user.type(within(form).getByLabelText('Principal executive officer'), 'Maya Patel');
    await user.click(within(form).getByRole('button', { name: 'File the annual report' }));
    // Not certified yet: the server's refusal is shown, and what was typed is kept.
    expect(
      await within(form).findByText('Certify that the report is true and complete.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Employees')).toHaveValue('4');
    await user.click(within(form).getByText(/I certify that this report/));
    await user.click(within(form).getByRole('button', { name: 'File the annual report' }));
    expect(await screen.findByText('Filed')).toBeVisible();
    expect(sent).toMatchObject({
      fiscalYear: 2025,
      certify: true,
      report: {
        revenueCents: 12_000_000,
        netIncomeCents: -4_500_000,
        employees: 4,
        signedBy: 'Maya Patel',
        business: 'Drafted business.',
      },
    });
    expect(screen.getByText(/can be filed after the year ends on December 31, 2026/)).toBeVisible();
  });
  // Found by the 1280 px walk: filing an empty report named one field ("Employees") under
  // the form. Each empty field is marked, with what it needs, and nothing is sent.
  it('marks each empty field when the report is filed empty', async () => {
    const path = '/api/creator/projects/p-1/annual-report';
    let posted = false;
    server.use(
      http.get(`*${path}`, () => HttpResponse.json(OWN)),
      http.post(`*${path}`, () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderWithSession(<AnnualReportSection projectId="p-1" />, {
      user: testUser({ id: 'creator-1', role: 'creator' }),
    });
    const form = await screen.findByRole('form', { name: /^Annual report for fiscal year 2025/ });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText('The business this year'));
    await user.click(within(form).getByRole('button', { name: 'File the annual report' }));
    for (const label of [
      'The business this year',
      'Revenue for the year ($)',
      'Net income for the year ($, negative for a loss)',
      'Total assets at year end ($)',
      'Cash at year end ($)',
      'Debt at year end ($)',
      'Employees',
      'Principal executive officer',
    ]) {
      expect(within(form).getByLabelText(label), label).toHaveAttribute('aria-invalid', 'true');
    }
    // The drafted text is there: not marked.
    expect(within(form).getByLabelText('Financial condition')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getAllByText('Enter an amount.')).toHaveLength(5);
    expect(within(form).getByText('Enter a whole number, like 4.')).toBeVisible();
    expect(posted).toBe(false);
  });
});
