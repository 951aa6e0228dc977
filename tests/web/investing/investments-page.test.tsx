import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InvestmentView } from '../../../shared/investing/api';
import { InvestmentsPage } from '../../../web/pages/investing/investments-page';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { clearToasts, renderRoutesWithSession } from '../session-test-utils';
import {
  INVESTING_PATHS,
  investment,
  investmentAnswer,
  investor,
  profileAnswer,
  wallet,
} from './fixtures';

afterEach(() => clearToasts());

const SAFE_TEXT =
  'SAFE (Simple Agreement for Future Equity)\nTemplate: yc-post-money-safe, version 1.0';

function stubApi(rows: InvestmentView[], balanceCents = 10_000) {
  let list = rows;
  const requests = recordRequests();
  server.use(
    http.get(`*${INVESTING_PATHS.investments}`, () => HttpResponse.json({ investments: list })),
    http.get(`*${INVESTING_PATHS.investorProfile}`, () => HttpResponse.json(profileAnswer())),
    http.get(`*${INVESTING_PATHS.wallet}`, () => HttpResponse.json(wallet(balanceCents))),
    http.get('*/api/investments/:id/safe.pdf', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4\n%%EOF\n').buffer, {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    ),
    http.get('*/api/investments/:id', ({ params }) => {
      const row = list.find((r) => r.id === params.id)!;
      return HttpResponse.json(investmentAnswer(row, balanceCents, SAFE_TEXT));
    }),
    http.post('*/api/investments/:id/cancel', ({ params }) => {
      const row = list.find((r) => r.id === params.id)!;
      const cancelled: InvestmentView = {
        ...row,
        status: 'cancelled',
        cancelledAt: new Date().toISOString(),
      };
      list = list.map((r) => (r.id === row.id ? cancelled : r));
      return HttpResponse.json(investmentAnswer(cancelled, balanceCents + row.amountCents));
    }),
  );
  return requests;
}

const routes = [{ path: '/investor/investments', element: <InvestmentsPage /> }];
const open = () => renderRoutesWithSession(routes, '/investor/investments', { user: investor });
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('My Investments', () => {
  it('lists each commitment with its status, amount and a countdown to its own cut-off', async () => {
    stubApi([
      investment({ id: 'open', projectTitle: 'LedgerLens' }, 10),
      investment({ id: 'late', projectTitle: 'ShipFast', projectSlug: 'shipfast' }, 1),
    ]);
    open();
    await screen.findByRole('link', { name: 'LedgerLens' });
    const open10 = rowOf('LedgerLens');
    expect(within(open10).getByText('Committed')).toHaveAttribute('data-palette', 'yellow');
    expect(within(open10).getByText('$500.00')).toBeInTheDocument();
    expect(within(open10).getByRole('timer')).toHaveTextContent(/^7d \d\dh \d\dm \d\ds left$/);
    expect(within(open10).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // The cover whole, in a box of its shape: a square crop of its middle cut its words.
    expect(getComputedStyle(open10.querySelector('img')!).objectFit).toBe('contain');
    const late = rowOf('ShipFast');
    expect(within(late).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(late).queryByRole('timer')).toBeNull();
    expect(
      // Said as the investor reads it: no rule citation on the screen.
      within(late).getByText('Cancellation closed 48 hours before the offering ends.'),
    ).toBeInTheDocument();
  });

  it('shows the signed SAFE and its hash', async () => {
    const requests = stubApi([investment()]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'View SAFE' }));
    const dialog = await screen.findByRole('dialog', { name: 'SAFE: LedgerLens' });
    expect(
      await within(dialog).findByRole('region', { name: 'Signed SAFE text' }),
    ).toHaveTextContent('Template: yc-post-money-safe, version 1.0');
    expect(within(dialog).getByTestId('safe-sha256')).toHaveTextContent('ab'.repeat(32));
    // The signature block: who signed, when, and the hash of what they signed.
    const signature = within(dialog).getByRole('region', { name: 'Signature' });
    expect(signature).toHaveTextContent('Signed electronically byIvy Investor');
    expect(signature).toHaveTextContent(/Signed on[A-Z][a-z]{2} \d{1,2}, \d{4}, .* UTC/);
    expect(within(signature).getByTestId('signature-sha256')).toHaveTextContent('ab'.repeat(32));
    expect(within(dialog).queryByTestId('void-notice')).toBeNull();

    // Download PDF asks the server for the PDF (with the session) and saves it.
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:safe');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['safe-ledger-lens-inv-1.pdf']));
    const pdfRequest = requests.find((r) => r.url.endsWith('/api/investments/inv-1/safe.pdf'));
    expect(pdfRequest?.headers.get('Authorization')).toMatch(/^Bearer /);
    click.mockRestore();
  });

  it.each([
    ['refunded', null],
    ['cancelled', '2026-03-02T09:00:00Z'],
  ] as const)(
    'marks a %s commitment\'s document void and no longer offers "View SAFE"',
    async (status, cancelledAt) => {
      stubApi([investment({ status, cancelledAt })]);
      open();
      await screen.findByRole('link', { name: 'LedgerLens' });
      const row = rowOf('LedgerLens');
      expect(within(row).queryByRole('button', { name: 'View SAFE' })).toBeNull();
      await userEvent.click(within(row).getByRole('button', { name: 'View void document' }));
      const dialog = await screen.findByRole('dialog', { name: 'Void document: LedgerLens' });
      expect(await within(dialog).findByTestId('void-notice')).toHaveTextContent(
        status === 'cancelled'
          ? 'Void: this commitment was cancelled on Mar 2, 2026, so no SAFE was issued'
          : 'Void: this commitment was refunded, so no SAFE was issued',
      );
    },
  );

  it('cancels after a confirmation that names the refund, and shows the balance restored', async () => {
    const requests = stubApi([investment()], 10_000);
    open();
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/\$500\.00 returns to your wallet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel commitment' }));
    expect(await screen.findByText('Commitment cancelled')).toBeInTheDocument();
    expect(await screen.findByText('$600.00')).toBeInTheDocument();
    expect(within(rowOf('LedgerLens')).getByText('Cancelled')).toHaveAttribute(
      'data-palette',
      'red',
    );
    expect(within(rowOf('LedgerLens')).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const cancel = requests.find((r) => r.method === 'POST')!;
    const body = (await cancel.json()) as { idempotencyKey: string };
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The answer updated the list and the balance: neither was fetched again.
    expect(
      requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/investments')),
    ).toHaveLength(1);
    expect(
      requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/wallet')),
    ).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog when the cut-off passed meanwhile", async () => {
    stubApi([investment()]);
    server.use(
      http.post('*/api/investments/:id/cancel', () =>
        HttpResponse.json(
          {
            error: {
              code: 'cancellation_closed',
              message:
                'Commitments to this offering could be cancelled until 2026-01-01T00:00:00.000Z, 48 hours before it ends; this one stands.',
            },
          },
          { status: 409 },
        ),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel commitment' }));
    expect(await within(dialog).findByText(/this one stands/)).toBeInTheDocument();
  });

  it('edits the investor profile', async () => {
    const requests = stubApi([]);
    server.use(
      http.put(`*${INVESTING_PATHS.investorProfile}`, () =>
        HttpResponse.json(
          profileAnswer({
            profile: { ...profileAnswer().profile!, accredited: true },
            limitCents: null,
            remainingLimitCents: null,
          }),
        ),
      ),
    );
    open();
    expect(await screen.findByText('You have not invested yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit investor profile' }));
    expect(screen.getByLabelText(/Annual income/)).toHaveValue('80000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am an accredited investor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('No limit (accredited investor)')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toMatchObject({ accredited: true, annualIncomeCents: 8_000_000 });
  });

  it('passes axe', async () => {
    stubApi([investment(), investment({ id: 'late', projectTitle: 'ShipFast' }, 1)]);
    const { container } = open();
    await screen.findByRole('link', { name: 'LedgerLens' });
    await screen.findByText('Your 12-month Reg CF limit');
    await waitFor(async () => expect(await seriousAxeViolations(container)).toEqual([]));
  });
});
