/**
 * After the raise (docs/after-the-raise.md): the founder of a funded project records the
 * SAFEs sold outside the platform and then a priced round, a sale or a dissolution; every
 * settled SAFE converts by shared/conversion, each investor is told and reads their
 * statement, and the portfolio values each holding.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type {
  FounderConversionResponse,
  InvestorConversionResponse,
  PortfolioResponse,
  PublicOutsideSafesResponse,
} from '../../../shared/conversion/api';
import type { AuditResponse } from '../../../shared/audit/api';
import { ROUNDING_NOTE } from '../../../shared/conversion/statement';
import { signedInUser } from '../helpers/auth';
import { liveProject } from '../investing/helpers';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { call, fundedOffering, key, rawGet } from './helpers';

const CAP_5M = { variant: 'cap' as const, valuationCapDollars: 5_000_000 };

function post<T = FounderConversionResponse>(path: string, token: string, body: unknown) {
  return call<T>(path, { method: 'POST', token, body });
}

const roundBody = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: key(),
  occurredOn: '2027-03-01',
  outstandingShares: 8_000_000,
  optionsIssued: 1_000_000,
  unissuedPool: 0,
  preMoneyValuationDollars: 20_000_000,
  newMoneyCents: 500_000_000,
  poolIncrease: 0,
  ...overrides,
});

async function notificationsOf(userId: string, kind: string) {
  const { results } = await env.DB.prepare(
    'SELECT id FROM notifications WHERE user_id = ? AND kind = ?',
  )
    .bind(userId, kind)
    .all();
  return results.length;
}

describe('a priced round converts the SAFE stack', () => {
  it("reproduces the issue's worked example end to end, exactly", async () => {
    // $100,000 and $300,000 on the platform at a $5,000,000 post-money cap …
    const { project, investors } = await fundedOffering(
      'Worked Example Works',
      [10_000_000, 30_000_000],
      CAP_5M,
    );
    const base = `/api/creator/projects/${project.id}/conversion`;
    // … and $100,000 outside it on the same terms.
    const outside = {
      idempotencyKey: key(),
      holder: 'Angel Outside',
      purchaseCents: 10_000_000,
      valuationCapDollars: 5_000_000,
      issuedOn: '2026-06-01',
    };
    const recorded = await post(`${base}/outside-safes`, project.creatorToken, outside);
    expect(recorded.status).toBe(201);
    // A retry of the same key records nothing twice.
    const retried = await post(`${base}/outside-safes`, project.creatorToken, outside);
    expect(retried.status).toBe(200);
    expect(retried.body.outsideSafes).toHaveLength(1);
    // The founder's screen previews from the whole stack: both platform SAFEs on the
    // offering's terms and the outside one.
    const stack = retried.body.safeStack.map((s) => [
      s.purchaseCents,
      s.valuationCapDollars,
      s.onPlatform,
    ]);
    expect(stack).toHaveLength(3);
    expect(stack).toEqual(
      expect.arrayContaining([
        [10_000_000, 5_000_000, true],
        [30_000_000, 5_000_000, true],
        [10_000_000, 5_000_000, false],
      ]),
    );

    // Anyone may see the outside SAFE (for the simulator), never who holds it.
    const shown = await call<PublicOutsideSafesResponse>(
      `/api/projects/${project.slug}/outside-safes`,
    );
    expect(shown.status).toBe(200);
    expect(shown.body.outsideSafes).toEqual([
      {
        purchaseCents: 10_000_000,
        valuationCapDollars: 5_000_000,
        discountPercent: null,
        mfn: false,
        issuedOn: '2026-06-01',
      },
    ]);
    expect(JSON.stringify(shown.body)).not.toContain('Angel Outside');
    expect((await call('/api/projects/no-such-project/outside-safes')).status).toBe(404);

    const body = roundBody();
    const round = await post(`${base}/priced-round`, project.creatorToken, body);
    expect(round.status, JSON.stringify(round.body)).toBe(201);
    expect(round.body.outcome).toMatchObject({
      kind: 'priced_round',
      roundPricePerShare: '2.0000',
    });
    const after = round.body.capTable?.after ?? [];
    const sharesOf = (holder: string) => after.find((l) => l.holder === holder)?.shares;
    expect(sharesOf('Holder Number 1')).toBe(200_000);
    expect(sharesOf('Holder Number 2')).toBe(600_000);
    expect(sharesOf('Angel Outside')).toBe(200_000);
    expect(sharesOf("The round's new investors")).toBe(2_500_000);
    expect(after.reduce((sum, l) => sum + l.shares, 0)).toBe(12_500_000);

    // Idempotent: the same key answers 200 and stores no second event.
    const again = await post(`${base}/priced-round`, project.creatorToken, body);
    expect(again.status).toBe(200);
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM events WHERE stream_id = ? AND type = 'conversion.priced_round_recorded'",
    )
      .bind(`conversion:${project.id}`)
      .first<{ n: number }>();
    expect(events?.n).toBe(1);
    // A second, different event is refused: the SAFEs converted once.
    const second = await post<ErrorBody>(`${base}/dissolution`, project.creatorToken, {
      idempotencyKey: key(),
      occurredOn: '2027-04-01',
      availableCents: 0,
    });
    expect(second.status).toBe(409);
    const late = await post<ErrorBody>(`${base}/outside-safes`, project.creatorToken, {
      ...outside,
      idempotencyKey: key(),
    });
    expect(late.status).toBe(409);

    // The $100,000 holder's statement: 200,000 shares at $0.50 under the cap, 1.6 % after.
    const [small, large] = investors;
    if (!small || !large) throw new Error('two investors expected');
    const statement = await call<InvestorConversionResponse>(
      `/api/portfolio/${small.investmentId}/conversion`,
      { token: small.token },
    );
    expect(statement.status).toBe(200);
    expect(statement.body.statement).toMatchObject({
      shares: 200_000,
      pricePerShare: '0.5000',
      appliedTerm: 'cap',
      termDescription: 'Valuation cap of $5,000,000',
      roundPricePerShare: '2.0000',
      ownershipBeforeNewMoneyPercent: '2.000',
      ownershipAfterRoundPercent: '1.600',
      sharesAfterRound: 12_500_000,
      roundingNote: ROUNDING_NOTE,
    });
    // Each investor sees their own cap-table line only.
    expect(statement.body.capTable?.after).toEqual([
      expect.objectContaining({ safeId: small.investmentId, shares: 200_000, percent: '1.600' }),
    ]);
    // Someone else's statement is "not found".
    const theirs = await call<ErrorBody>(`/api/portfolio/${large.investmentId}/conversion`, {
      token: small.token,
    });
    expect(theirs.status).toBe(404);

    const pdf = await rawGet(`/api/portfolio/${small.investmentId}/conversion.pdf`, small.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const pdfText = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    expect(pdfText).toContain('200,000');

    // The portfolio values the converted SAFE at the round's price: 200,000 × $2.00.
    const portfolio = await call<PortfolioResponse>('/api/portfolio', { token: small.token });
    expect(portfolio.body.holdings).toEqual([
      expect.objectContaining({
        investmentId: small.investmentId,
        status: 'converted',
        shares: 200_000,
        valueCents: 40_000_000,
      }),
    ]);
    expect(portfolio.body.totals).toMatchObject({ costCents: 10_000_000, valueCents: 40_000_000 });
    const csv = await rawGet('/api/portfolio/cost-basis.csv', small.token);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('date,amount_usd,instrument,shares,status');
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2},100000\.00,"SAFE \(\$5,000,000 post-money cap\): Worked Example Works",200000,Converted$/,
    );

    // Admins see the founder's records in the audit trail, on the project.
    const admin = await signedInUser({ role: 'admin', fullName: 'Audit Admin' });
    const audit = await call<AuditResponse>(
      '/api/admin/audit?action=conversion.priced_round_recorded&subject=Worked%20Example%20Works',
      { token: admin.accessToken },
    );
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        label: 'Founder recorded a priced round',
        subject: expect.objectContaining({ kind: 'project', id: project.id }),
        details: 'On Mar 1, 2027',
      }),
    ]);

    // Every investor of the project was told (in-app; the mail follows their settings).
    expect(await notificationsOf(small.id, 'safe_converted')).toBe(1);
    expect(await notificationsOf(large.id, 'safe_converted')).toBe(1);
  });

  it('pays a sale the greater of the purchase and conversion amounts', async () => {
    const { project, investors } = await fundedOffering('Sold Soon Labs', [10_000_000], CAP_5M);
    const res = await post(
      `/api/creator/projects/${project.id}/conversion/liquidity`,
      project.creatorToken,
      {
        idempotencyKey: key(),
        occurredOn: '2027-05-01',
        outstandingShares: 9_000_000,
        optionsIssued: 0,
        // $2,000,000 is below the $5,000,000 cap: the SAFE takes its $100,000 back.
        proceedsCents: 200_000_000,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const investor = investors[0];
    if (!investor) throw new Error('one investor expected');
    const portfolio = await call<PortfolioResponse>('/api/portfolio', { token: investor.token });
    expect(portfolio.body.holdings[0]).toMatchObject({
      status: 'cashed_out',
      payoutCents: 10_000_000,
      valueCents: 10_000_000,
    });
  });

  it('writes a dissolved SAFE off at zero, recording what came back', async () => {
    const { project, investors } = await fundedOffering('Wound Down Works', [10_000_000], CAP_5M);
    const res = await post(
      `/api/creator/projects/${project.id}/conversion/dissolution`,
      project.creatorToken,
      { idempotencyKey: key(), occurredOn: '2027-05-01', availableCents: 2_500_000 },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const investor = investors[0];
    if (!investor) throw new Error('one investor expected');
    const portfolio = await call<PortfolioResponse>('/api/portfolio', { token: investor.token });
    expect(portfolio.body.holdings[0]).toMatchObject({
      status: 'written_off',
      payoutCents: 2_500_000,
      valueCents: 0,
    });
    const statement = await call<InvestorConversionResponse>(
      `/api/portfolio/${investor.investmentId}/conversion`,
      { token: investor.token },
    );
    expect(statement.body).toMatchObject({
      status: 'written_off',
      statement: null,
      capTable: null,
    });
  });

  it('values an unconverted SAFE at cost and has no statement for it', async () => {
    const { investors } = await fundedOffering('Still Safe Co', [10_000_000], CAP_5M);
    const investor = investors[0];
    if (!investor) throw new Error('one investor expected');
    const portfolio = await call<PortfolioResponse>('/api/portfolio', { token: investor.token });
    expect(portfolio.body.holdings[0]).toMatchObject({
      status: 'safe_outstanding',
      valueCents: 10_000_000,
      shares: null,
    });
    const none = await call<ErrorBody>(`/api/portfolio/${investor.investmentId}/conversion`, {
      token: investor.token,
    });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('not_converted');
  });
});

describe('who may record, and what', () => {
  it('refuses another creator (404, as every creator route), another role (403), an unfunded project (409) and bad input (422)', async () => {
    const { project } = await fundedOffering('Guarded Round Co', [10_000_000], CAP_5M);
    const path = `/api/creator/projects/${project.id}/conversion/priced-round`;
    const other = await signedInUser({ role: 'creator', fullName: 'Other Founder' });
    expect((await post<ErrorBody>(path, other.accessToken, roundBody())).status).toBe(404);
    const investor = await signedInUser({ role: 'investor' });
    expect((await post<ErrorBody>(path, investor.accessToken, roundBody())).status).toBe(403);
    expect(
      (
        await call<ErrorBody>(`/api/creator/projects/${project.id}/conversion`, {
          token: other.accessToken,
        })
      ).status,
    ).toBe(404);

    const live = await liveProject({ title: 'Not Yet Funded Co' });
    const unfunded = await post<ErrorBody>(
      `/api/creator/projects/${live.id}/conversion/priced-round`,
      live.creatorToken,
      roundBody(),
    );
    expect(unfunded.status).toBe(409);
    expect(unfunded.body.error.code).toBe('not_funded');

    const bad = await post<ErrorBody>(path, project.creatorToken, roundBody({ newMoneyCents: -5 }));
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toHaveProperty('newMoneyCents');
    const badDate = await post<ErrorBody>(
      path,
      project.creatorToken,
      roundBody({ occurredOn: 'soon' }),
    );
    expect(badDate.status).toBe(422);
    expect(badDate.body.error.details).toHaveProperty('occurredOn');
    const noTerms = await post<ErrorBody>(
      `/api/creator/projects/${project.id}/conversion/outside-safes`,
      project.creatorToken,
      { idempotencyKey: key(), holder: 'No Terms', purchaseCents: 100, issuedOn: '2026-01-01' },
    );
    expect(noTerms.status).toBe(422);
    expect(noTerms.body.error.details).toHaveProperty('valuationCapDollars');
    // Caps that would own the whole company are refused before anything is stored.
    const tooSmallCap = await post<ErrorBody>(
      `/api/creator/projects/${project.id}/conversion/outside-safes`,
      project.creatorToken,
      {
        idempotencyKey: key(),
        holder: 'Huge Holder',
        purchaseCents: 100_000_000_00,
        valuationCapDollars: 1_000_000,
        issuedOn: '2026-01-01',
      },
    );
    expect(tooSmallCap.status).toBe(201);
    const impossible = await post<ErrorBody>(path, project.creatorToken, roundBody());
    expect(impossible.status).toBe(422);
    expect(impossible.body.error.message).toContain('caps');
    const stored = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM conversion_outcomes WHERE project_id = ?',
    )
      .bind(project.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
