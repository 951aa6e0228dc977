import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AvailableBalanceCard } from '../../../web/features/investing/available-balance-card';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { clearToasts, renderWithSession } from '../session-test-utils';
import { identityHandler } from '../identity/fixtures';
import { INVESTING_PATHS, investor, RAIL_NOTICE, wallet } from './fixtures';

afterEach(() => clearToasts());

/** GET /api/wallet answers `balance`; POST deposits answers `deposit` (default: adds the amount). */
function stubWallet(balance: number, deposit?: (body: { amountCents: number }) => Response) {
  let current = balance;
  const requests = recordRequests();
  server.use(
    identityHandler('verified'),
    http.get(`*${INVESTING_PATHS.wallet}`, () => HttpResponse.json(wallet(current))),
    http.post(`*${INVESTING_PATHS.deposits}`, async ({ request }) => {
      const body = (await request.json()) as { amountCents: number };
      if (deposit) return deposit(body);
      current += body.amountCents;
      return HttpResponse.json(wallet(current), { status: 201 });
    }),
  );
  return requests;
}

const deposits = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith(INVESTING_PATHS.deposits));

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Funds' }));
  return screen.findByRole('dialog', { name: 'Add Funds' });
}

describe('Add Funds', () => {
  it('adds funds through the simulated transfer and shows the new balance without a refetch', async () => {
    const requests = stubWallet(10_000);
    renderWithSession(<AvailableBalanceCard />, { user: investor });
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    const dialog = await openDialog();
    expect(within(dialog).getByText(RAIL_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByText('No real money moves')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Amount to add/), '1,250.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add funds' }));
    expect(await screen.findByText('Funds added')).toBeInTheDocument();
    expect(await screen.findByText('$1,350.50')).toBeInTheDocument();
    const [post] = deposits(requests);
    const body = (await post!.json()) as { amountCents: number; idempotencyKey: string };
    expect(body.amountCents).toBe(125_050);
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(
      requests.filter((r) => r.method === 'GET' && r.url.endsWith(INVESTING_PATHS.wallet)),
    ).toHaveLength(1);
    // A verified investor sees no identity notice in the dialog.
    expect(screen.queryByTestId('identity-gate')).toBeNull();
  });

  it('explains an amount that does not parse, and sends nothing', async () => {
    const requests = stubWallet(0);
    renderWithSession(<AvailableBalanceCard />, { user: investor });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Amount to add/), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add funds' }));
    expect(
      await within(dialog).findByText('Use at most two decimals (cents).'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Amount to add/));
    await userEvent.type(within(dialog).getByLabelText(/Amount to add/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add funds' }));
    expect(await within(dialog).findByText('Enter an amount above $0.')).toBeInTheDocument();
    expect(deposits(requests)).toHaveLength(0);
  });

  it("shows the server's refusal on the field and retries with the same key", async () => {
    let calls = 0;
    const requests = stubWallet(0, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            { error: { code: 'unexpected', message: 'The server is busy. Try again.' } },
            { status: 503 },
          )
        : HttpResponse.json(
            {
              error: {
                code: 'validation_failed',
                message: 'Check the highlighted fields.',
                details: { amountCents: 'Add at most $1,000,000.00 at a time.' },
              },
            },
            { status: 422 },
          );
    });
    renderWithSession(<AvailableBalanceCard />, { user: investor });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Amount to add/), '2000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add funds' }));
    expect(await within(dialog).findByText('The server is busy. Try again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add funds' }));
    expect(
      await within(dialog).findByText('Add at most $1,000,000.00 at a time.'),
    ).toBeInTheDocument();
    const keys = await Promise.all(
      deposits(requests).map(
        async (r) => ((await r.json()) as { idempotencyKey: string }).idempotencyKey,
      ),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('passes axe with the dialog open', async () => {
    stubWallet(10_000);
    const { baseElement } = renderWithSession(<AvailableBalanceCard />, { user: investor });
    const dialog = await openDialog();
    await within(dialog).findByText(RAIL_NOTICE);
    await waitFor(async () => expect(await seriousAxeViolations(baseElement)).toEqual([]));
  });
});
