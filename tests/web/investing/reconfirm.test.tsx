import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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

const IN_THREE_DAYS = new Date(Date.now() + 3 * 86_400_000).toISOString();

function stubApi(rows: InvestmentView[], reconfirm?: () => Response) {
  let list = rows;
  const requests = recordRequests();
  server.use(
    http.get(`*${INVESTING_PATHS.investments}`, () => HttpResponse.json({ investments: list })),
    http.get(`*${INVESTING_PATHS.investorProfile}`, () => HttpResponse.json(profileAnswer())),
    http.get(`*${INVESTING_PATHS.wallet}`, () => HttpResponse.json(wallet(10_000))),
    http.post('*/api/investments/:id/reconfirm', ({ params }) => {
      if (reconfirm) return reconfirm();
      const row = list.find((r) => r.id === params.id)!;
      const again: InvestmentView = { ...row, status: 'committed', reconfirmBy: null };
      list = list.map((r) => (r.id === row.id ? again : r));
      return HttpResponse.json(investmentAnswer(again, 10_000));
    }),
  );
  return requests;
}

const routes = [{ path: '/investor/investments', element: <InvestmentsPage /> }];
const open = () => renderRoutesWithSession(routes, '/investor/investments', { user: investor });
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const waiting = (overrides: Partial<InvestmentView> = {}) =>
  investment({ status: 'reconfirmation_required', reconfirmBy: IN_THREE_DAYS, ...overrides });

describe('Reconfirm after a material change', () => {
  it('shows the deadline with Reconfirm and Cancel only on a commitment that waits', async () => {
    stubApi([
      waiting({ id: 'wait', projectTitle: 'LedgerLens' }),
      investment({ id: 'fine', projectTitle: 'ShipFast', projectSlug: 'shipfast' }),
    ]);
    open();
    await screen.findByRole('link', { name: 'LedgerLens' });
    const row = rowOf('LedgerLens');
    expect(within(row).getByText(/The offering changed: reconfirm by/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reconfirm' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(rowOf('ShipFast')).queryByRole('button', { name: 'Reconfirm' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('hides Reconfirm once the deadline has passed (the machine decides)', async () => {
    stubApi([waiting({ reconfirmBy: new Date(Date.now() - 60_000).toISOString() })]);
    open();
    await screen.findByRole('link', { name: 'LedgerLens' });
    expect(within(rowOf('LedgerLens')).queryByRole('button', { name: 'Reconfirm' })).toBeNull();
  });

  it('reconfirms after a confirmation that names the deadline, with one key per attempt', async () => {
    const requests = stubApi([waiting()]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reconfirm' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/only if you reconfirm by/)).toBeInTheDocument();
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconfirm commitment' }));
    expect(await screen.findByText('Commitment reconfirmed')).toBeInTheDocument();
    expect(within(rowOf('LedgerLens')).queryByRole('button', { name: 'Reconfirm' })).toBeNull();
    const post = requests.find((r) => r.method === 'POST')!;
    const body = (await post.json()) as { idempotencyKey: string };
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("shows the server's refusal in the dialog", async () => {
    stubApi([waiting()], () =>
      HttpResponse.json(
        {
          error: {
            code: 'reconfirmation_closed',
            message:
              'The reconfirmation window ended; this commitment can no longer be reconfirmed.',
          },
        },
        { status: 409 },
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reconfirm' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconfirm commitment' }));
    expect(await within(dialog).findByText(/The reconfirmation window ended/)).toBeInTheDocument();
  });
});
