import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InvestorProfileResponse, OfferingView } from '../../../shared/investing/api';
import { renderAndHashSafe, safeDocumentDataOf } from '../../../shared/offering/safe-document';
import { InvestPage } from '../../../web/pages/investing/invest-page';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { clearToasts, renderRoutesWithSession } from '../session-test-utils';
import {
  INVESTING_PATHS,
  investment,
  investmentAnswer,
  investor,
  offering,
  profileAnswer,
  wallet,
} from './fixtures';

afterEach(() => clearToasts());

interface World {
  offering?: OfferingView;
  profile?: InvestorProfileResponse;
  balanceCents?: number;
  commit?: (body: Record<string, unknown>) => Response;
}

function stubApi(world: World = {}) {
  const o = world.offering ?? offering();
  let profile = world.profile ?? profileAnswer();
  const requests = recordRequests();
  server.use(
    http.get(`*${INVESTING_PATHS.offering(o.slug)}`, () => HttpResponse.json({ offering: o })),
    http.get(`*${INVESTING_PATHS.investorProfile}`, () => HttpResponse.json(profile)),
    http.put(`*${INVESTING_PATHS.investorProfile}`, async () => {
      profile = profileAnswer();
      return HttpResponse.json(profile);
    }),
    http.get(`*${INVESTING_PATHS.wallet}`, () =>
      HttpResponse.json(wallet(world.balanceCents ?? 100_000)),
    ),
    http.post(`*${INVESTING_PATHS.investments}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (world.commit) return world.commit(body);
      const view = investment({ amountCents: body.amountCents as number });
      return HttpResponse.json(investmentAnswer(view, 50_000), { status: 201 });
    }),
  );
  return requests;
}

const routes = [{ path: '/project/:slug/invest', element: <InvestPage /> }];
const open = () =>
  renderRoutesWithSession(routes, '/project/ledger-lens/invest', { user: investor });

async function tryAmount(text: string) {
  const field = await screen.findByLabelText(/Amount to invest/);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Review the SAFE' }));
}

/** Ticks the three Reg CF acknowledgements, consents and signs as `signature`. */
async function acknowledgeAndSign(signature = 'Ivy Investor') {
  for (const name of [
    /lose all of the money/,
    /cannot freely resell/,
    /can cancel this commitment only until/,
  ]) {
    await userEvent.click(await screen.findByRole('checkbox', { name }));
  }
  await userEvent.click(screen.getByRole('checkbox', { name: /sign this SAFE electronically/ }));
  await userEvent.type(screen.getByLabelText(/Signature: type your full legal name/), signature);
}

describe('invest flow', () => {
  it('shows every bound on the amount and refuses each rule with its figure', async () => {
    stubApi({
      offering: offering({ remainingCents: 300_000 }),
      profile: profileAnswer({ remainingLimitCents: 200_000 }),
      balanceCents: 100_000,
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Invest in LedgerLens' }),
    ).toBeInTheDocument();
    // One line says how much this investor can put in: the limit, shown once.
    expect(screen.getByText('You can invest up to $2,000.00 in this offering')).toBeInTheDocument();
    expect(screen.getByText('That is what your 12-month Reg CF limit leaves.')).toBeInTheDocument();
    expect(screen.getAllByText(/\$2,000\.00/)).toHaveLength(1);
    const figures = screen.getByText('Minimum investment').closest('dl')!;
    expect(within(figures).getByText('$500.00')).toBeInTheDocument();
    expect(within(figures).getByText('$1,000.00')).toBeInTheDocument();
    await tryAmount('499.99');
    expect(
      await screen.findByText('The minimum investment for LedgerLens is $500.00.'),
    ).toBeInTheDocument();
    await tryAmount('3,500');
    expect(
      await screen.findByText("Only $3,000.00 is left under this offering's maximum raise."),
    ).toBeInTheDocument();
    await tryAmount('2500');
    expect(
      await screen.findByText('Your Reg CF limit leaves $2,000.00 for the next 12 months.'),
    ).toBeInTheDocument();
    await tryAmount('1500');
    expect(
      await screen.findByText('Your wallet has $1,000.00; add funds first.'),
    ).toBeInTheDocument();
    await tryAmount('abc');
    expect(await screen.findByText(/"abc" is not a dollar amount/)).toBeInTheDocument();
  });

  it('reviews the SAFE with the hash the server will compute, signs and confirms', async () => {
    const requests = stubApi();
    open();
    await tryAmount('500');
    expect(
      await screen.findByRole('heading', { name: 'Your SAFE with LedgerLens, Inc.' }),
    ).toBeInTheDocument();
    const text = await screen.findByRole('region', { name: 'SAFE text' });
    const expected = await renderAndHashSafe(
      safeDocumentDataOf(
        {
          variant: 'cap_and_discount',
          valuationCapDollars: 8_000_000,
          discountPercent: 20,
          proRata: false,
        },
        {
          companyName: 'LedgerLens, Inc.',
          investorLegalName: 'Ivy Investor',
          purchaseAmountCents: 50_000,
          date: new Date().toISOString().slice(0, 10),
        },
      ),
    );
    expect(text.textContent).toBe(expected.text);
    expect(screen.getByTestId('safe-sha256')).toHaveTextContent(expected.sha256);
    expect(screen.getByText('yc-post-money-safe, version 1.0')).toBeInTheDocument();
    // The terms list dates the SAFE as people read it (the SAFE's text keeps its ISO date).
    const terms = screen.getByText('Date').parentElement as HTMLElement;
    expect(within(terms).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign and commit $500.00' }));
    expect(
      await screen.findByText('Agree to sign electronically to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Type your name to sign.')).toBeInTheDocument();
    // The three acknowledgements of 17 CFR 227.303(b)(2), each required.
    expect(
      screen.getByText('Confirm that you understand you can lose all of this investment.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Confirm that you understand you cannot freely resell these securities for a year.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Confirm that you understand until when you can cancel this commitment.'),
    ).toBeInTheDocument();
    // The cancellation deadline is named with its date.
    expect(
      screen.getByRole('checkbox', { name: /can cancel this commitment only until .*2026.* UTC/ }),
    ).toBeInTheDocument();

    // A signature that is not the legal name is refused before anything is sent.
    await acknowledgeAndSign('Ivy Investr');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and commit $500.00' }));
    expect(
      await screen.findByText('Type your full legal name exactly as entered above to sign.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const signatureField = screen.getByLabelText(/Signature: type your full legal name/);
    await userEvent.clear(signatureField);
    await userEvent.type(signatureField, 'Ivy Investor');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and commit $500.00' }));
    expect(await screen.findByText('You committed $500.00 to LedgerLens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Investments' })).toHaveAttribute(
      'href',
      '/investor/investments',
    );
    const post = requests.find((r) => r.method === 'POST');
    const body = (await post!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      projectId: 'p-ledger-lens',
      amountCents: 50_000,
      legalName: 'Ivy Investor',
      signature: 'Ivy Investor',
      consentToElectronicSignature: true,
      acknowledgesRiskOfLoss: true,
      acknowledgesResaleRestriction: true,
      acknowledgesCancellationDeadline: true,
    });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("puts the server's refusal of the amount back on the amount field", async () => {
    stubApi({
      commit: () =>
        HttpResponse.json(
          {
            error: {
              code: 'over_maximum_raise',
              message: "Only $200.00 is left under this offering's maximum raise.",
              details: { amountCents: "Only $200.00 is left under this offering's maximum raise." },
            },
          },
          { status: 409 },
        ),
    });
    open();
    await tryAmount('500');
    await acknowledgeAndSign();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and commit $500.00' }));
    expect(
      await screen.findByText("Only $200.00 is left under this offering's maximum raise."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount to invest/)).toHaveValue('500');
  });

  it('moves the focus to each new step and announces it', async () => {
    stubApi();
    open();
    await tryAmount('500');
    const heading = await screen.findByRole('heading', { name: 'Step 2 of 3: Review and sign' });
    await waitFor(() => expect(heading).toHaveFocus());
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('Step 2 of 3: Review and sign');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const first = await screen.findByRole('heading', { name: 'Step 1 of 3: Amount' });
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('says a failed commit may be retried safely, and that a refusal moved no money', async () => {
    let attempts = 0;
    const requests = stubApi({
      commit: () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(
              { error: { code: 'unavailable', message: 'Service unavailable' } },
              { status: 503 },
            )
          : HttpResponse.json(investmentAnswer(investment(), 50_000), { status: 201 });
      },
    });
    open();
    await tryAmount('500');
    await acknowledgeAndSign();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and commit $500.00' }));
    expect(await screen.findByText(/Trying again is safe/)).toBeInTheDocument();
    expect(screen.getByText(/never charged twice/)).toBeInTheDocument();
    expect(screen.queryByText('Service unavailable')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign and commit $500.00' }));
    expect(await screen.findByText('You committed $500.00 to LedgerLens')).toBeInTheDocument();
    // The retry is the same attempt: the same idempotency key.
    const keys = await Promise.all(
      requests
        .filter((r) => r.method === 'POST')
        .map(async (r) => ((await r.json()) as { idempotencyKey: string }).idempotencyKey),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('asks for the investor profile first and then shows the limit', async () => {
    const requests = stubApi({
      profile: {
        profile: null,
        limitCents: 0,
        investedLast12MonthsCents: 0,
        remainingLimitCents: 0,
        accreditation: null,
      },
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'First, your investor profile' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Annual income/), '80,000');
    await userEvent.type(screen.getByLabelText(/Net worth/), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/You can invest up to .* in this offering/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/Amount to invest/)).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put!.json()).toEqual({
      annualIncomeCents: 8_000_000,
      netWorthCents: 10_000_000,
      accredited: false,
      otherRegCfInvestmentsCents: 0,
    });
  });

  it('says when the offering is not taking commitments', async () => {
    stubApi({ offering: offering({ open: false }) });
    open();
    expect(await screen.findByText(/LedgerLens is not taking commitments/)).toBeInTheDocument();
  });

  it('passes axe on the amount and review steps', async () => {
    stubApi();
    const { container } = open();
    await screen.findByLabelText(/Amount to invest/);
    expect(await seriousAxeViolations(container)).toEqual([]);
    await tryAmount('500');
    await screen.findByRole('region', { name: 'SAFE text' });
    await waitFor(async () => expect(await seriousAxeViolations(container)).toEqual([]));
  });
});
