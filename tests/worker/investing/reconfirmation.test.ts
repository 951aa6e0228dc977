/**
 * A live offering's terms change (offering.terms_changed, previous → next) and the
 * reconfirmation it requires when material (17 CFR 227.304(c)): every open commitment
 * must be reconfirmed within five business days, or it lapses (cancelled and refunded,
 * exactly once, ledger balanced).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentListResponse, InvestmentResponse } from '../../../shared/investing/api';
import { addBusinessDays } from '../../../shared/money/reg-cf-dates';
import { readStream } from '../../../worker/event-store';
import { rebuildReadModels } from '../../../worker/projections';
import { ledgerCheck } from '../../../worker/investing/ledger-check';
import { reconfirmInvestment } from '../../../worker/investing/reconfirm';
import { expireReconfirmations } from '../../../worker/investing/reconfirmation';
import { signedInUser } from '../helpers/auth';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { call, commitBody, fundedInvestor, liveProject, newKey, setTerms } from './helpers';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const END = inDays(60);

async function termsVersion(projectId: string) {
  const row = await env.DB.prepare('SELECT terms_version AS v FROM offerings WHERE project_id = ?')
    .bind(projectId)
    .first<{ v: number }>();
  return row?.v ?? 0;
}

/** A live cap SAFE: goal $100,000, maximum $150,000, $500 minimum, $10M cap. */
async function liveOffering(title: string) {
  const project = await liveProject({ title });
  await setTerms(project.id, { goal: 10_000_000, maximum: 15_000_000, endDate: END });
  return project;
}

function changeBody(overrides: Record<string, unknown> = {}, terms: Record<string, unknown> = {}) {
  return {
    fundingGoal: 100_000,
    minimumInvestment: 500,
    endDate: END,
    terms: {
      variant: 'cap',
      valuationCapDollars: 10_000_000,
      proRata: false,
      maximumRaise: 150_000,
      ...terms,
    },
    ...overrides,
  };
}

async function changeTerms(project: { id: string; creatorToken: string }, body: object) {
  return call<
    {
      change: { material: boolean; reconfirmations: number; reconfirmBy: string | null };
    } & ErrorBody
  >(`/api/creator/projects/${project.id}/terms`, {
    method: 'POST',
    token: project.creatorToken,
    body: { termsVersion: await termsVersion(project.id), ...body },
  });
}

async function commit(projectId: string, cents = 100_000) {
  const investor = await fundedInvestor(200_000);
  const res = await call<InvestmentResponse>('/api/investments', {
    method: 'POST',
    token: investor.token,
    body: commitBody(projectId, cents),
  });
  expect(res.status).toBe(201);
  return { investor, id: res.body.investment.id };
}

const reconfirm = (id: string, token: string, idempotencyKey = newKey()) =>
  call<InvestmentResponse & ErrorBody>(`/api/investments/${id}/reconfirm`, {
    method: 'POST',
    token,
    body: { idempotencyKey },
  });

const statusOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT status FROM commitments WHERE id = ?')
      .bind(id)
      .first<{ status: string }>()
  )?.status;

describe('changing the terms of a live offering', () => {
  it('records a higher maximum raise as a non-material change: nobody reconfirms', async () => {
    const project = await liveOffering('Steady Max Inc');
    const { id } = await commit(project.id);
    const res = await changeTerms(project, changeBody({}, { maximumRaise: 180_000 }));
    expect(res.status).toBe(200);
    expect(res.body.change).toMatchObject({
      material: false,
      reconfirmations: 0,
      reconfirmBy: null,
    });
    expect(await statusOf(id)).toBe('committed');
    const facts = await readStream(env.DB, `offering:${project.id}`);
    expect(facts.at(-1)).toMatchObject({
      type: 'offering.terms_changed',
      payload: {
        previous: { maximumRaiseCents: 15_000_000 },
        next: { maximumRaiseCents: 18_000_000 },
        changed: ['maximumRaiseCents'],
      },
    });
  });

  it('records the same terms as nothing', async () => {
    const project = await liveOffering('Same Terms Co');
    const before = (await readStream(env.DB, `offering:${project.id}`)).length;
    const res = await changeTerms(project, changeBody());
    expect(res.status).toBe(200);
    expect((await readStream(env.DB, `offering:${project.id}`)).length).toBe(before);
  });

  it('asks every open commitment to reconfirm within 5 business days after a material change, and mails each investor', async () => {
    const project = await liveOffering('Material Change Labs');
    const a = await commit(project.id);
    const b = await commit(project.id, 50_000);
    const gone = await commit(project.id);
    await call(`/api/investments/${gone.id}/cancel`, {
      method: 'POST',
      token: gone.investor.token,
      body: { idempotencyKey: newKey() },
    });
    const before = Date.now();
    const res = await changeTerms(
      project,
      changeBody({ fundingGoal: 120_000 }, { variant: 'cap_and_discount', discountPercent: 10 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.change).toMatchObject({ material: true, reconfirmations: 2 });
    const by = res.body.change.reconfirmBy as string;
    const expected = addBusinessDays(new Date(before).toISOString(), 5);
    expect(Math.abs(Date.parse(by) - Date.parse(expected))).toBeLessThan(60_000);
    expect(await statusOf(a.id)).toBe('reconfirmation_required');
    expect(await statusOf(b.id)).toBe('reconfirmation_required');
    expect(await statusOf(gone.id)).toBe('cancelled');
    const list = await call<InvestmentListResponse>('/api/investments', {
      token: a.investor.token,
    });
    expect(list.body.investments[0]).toMatchObject({
      status: 'reconfirmation_required',
      reconfirmBy: by,
    });
    const mails = await env.DB.prepare(
      "SELECT to_email FROM auth_outbox WHERE kind = 'investment_reconfirmation' AND to_email IN (?, ?, ?)",
    )
      .bind(a.investor.email, b.investor.email, gone.investor.email)
      .all<{ to_email: string }>();
    expect(mails.results.map((m) => m.to_email).sort()).toEqual(
      [a.investor.email, b.investor.email].sort(),
    );
    const offering = await env.DB.prepare(
      'SELECT goal_cents, discount_percent FROM offerings WHERE project_id = ?',
    )
      .bind(project.id)
      .first();
    expect(offering).toEqual({ goal_cents: 12_000_000, discount_percent: 10 });
    const row = await env.DB.prepare('SELECT funding_goal, terms FROM projects WHERE id = ?')
      .bind(project.id)
      .first<{ funding_goal: number; terms: string }>();
    expect(row?.funding_goal).toBe(120_000);
    expect(JSON.parse(row?.terms ?? '{}')).toMatchObject({ discountPercent: 10 });
  });

  it('refuses: not the owner (404), not live (409), a stale version (409), bad input (422), a maximum under what is committed (409), a window past the cut-off (409)', async () => {
    const project = await liveOffering('Refusals Terms Inc');
    await commit(project.id, 120_000);
    const other = await signedInUser({ role: 'creator', fullName: 'Other Creator' });
    const asOther = await call<ErrorBody>(`/api/creator/projects/${project.id}/terms`, {
      method: 'POST',
      token: other.accessToken,
      body: { termsVersion: 1, ...changeBody() },
    });
    expect(asOther.status).toBe(404);
    const stale = await call<ErrorBody>(`/api/creator/projects/${project.id}/terms`, {
      method: 'POST',
      token: project.creatorToken,
      body: { ...changeBody({ fundingGoal: 90_000 }), termsVersion: 1 },
    });
    expect(stale.status).toBe(409);
    const bad = await changeTerms(
      project,
      changeBody({}, { discountPercent: 80, variant: 'discount', valuationCapDollars: undefined }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.details?.['terms.discountPercent']).toEqual(expect.any(String));
    const missing = await changeTerms(project, {
      fundingGoal: 100_000,
      minimumInvestment: 500,
      endDate: END,
    });
    expect(missing.status).toBe(422);
    const under = await changeTerms(
      project,
      changeBody({ fundingGoal: 1_000 }, { maximumRaise: 1_000 }),
    );
    expect(under.status).toBe(409);
    expect(under.body.error.code).toBe('below_committed');
    // Live for 30 days: a deadline 3 days away keeps the offering window (21 days public,
    // more than 48 hours left), but not the five business days to reconfirm.
    await env.DB.prepare('UPDATE projects SET approved_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 30 * 86_400_000).toISOString(), project.id)
      .run();
    const soon = await changeTerms(project, changeBody({ endDate: inDays(3) }));
    expect(soon.status).toBe(409);
    expect(soon.body.error.code).toBe('reconfirmation_window_too_short');
    // Dated as people read them (the 1280 px walk found ISO dates in refusals).
    expect(soon.body.error.message).toMatch(
      /^Investors have until [A-Z][a-z]{2} \d{1,2}, \d{4} to reconfirm, .* Choose an end date on or after [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
    );
    const draft = await call<{ project: { id: string } }>('/api/creator/projects', {
      method: 'POST',
      token: project.creatorToken,
      body: {
        title: 'Draft Terms Only',
        tagline: 'Not live yet',
        description: 'A draft that is not live, so its terms change with the form.',
        category: 'Finance',
        fundingGoal: 100_000,
        equity: 10,
        minimumInvestment: 500,
        endDate: END,
      },
    });
    const notLive = await call<ErrorBody>(`/api/creator/projects/${draft.body.project.id}/terms`, {
      method: 'POST',
      token: project.creatorToken,
      body: { termsVersion: 0, ...changeBody() },
    });
    expect(notLive.status).toBe(409);
    expect(notLive.body.error.code).toBe('not_live');
  });
});

describe('reconfirming and lapsing', () => {
  let project: Awaited<ReturnType<typeof liveOffering>>;
  let kept: Awaited<ReturnType<typeof commit>>;
  let dropped: Awaited<ReturnType<typeof commit>>;
  let declined: Awaited<ReturnType<typeof commit>>;
  let never: Awaited<ReturnType<typeof commit>>;
  let reconfirmBy: string;

  beforeAll(async () => {
    project = await liveOffering('Reconfirm Journey Co');
    kept = await commit(project.id);
    dropped = await commit(project.id, 70_000);
    declined = await commit(project.id);
    const res = await changeTerms(project, changeBody({ fundingGoal: 110_000 }));
    reconfirmBy = res.body.change.reconfirmBy as string;
    never = await commit(project.id); // after the change: on the new terms, nothing to reconfirm
  });

  it('reconfirms (the owner, before the deadline), idempotent per key', async () => {
    const key = newKey();
    const first = await reconfirm(kept.id, kept.investor.token, key);
    expect(first.status).toBe(200);
    expect(first.body.investment).toMatchObject({ status: 'committed', reconfirmBy: null });
    const again = await reconfirm(kept.id, kept.investor.token, key);
    expect(again.status).toBe(200);
    expect(again.body.investment.status).toBe('committed');
    const facts = await readStream(env.DB, kept.id);
    expect(facts.filter((f) => f.type === 'investment.reconfirmed')).toHaveLength(1);
    const other = await reconfirm(kept.id, kept.investor.token);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('not_awaiting_reconfirmation');
  });

  it("refuses someone else's investment and an unknown one (404), a commitment never asked (409) and a bad key (422)", async () => {
    expect((await reconfirm(dropped.id, kept.investor.token)).status).toBe(404);
    expect((await reconfirm('no-such-investment', kept.investor.token)).status).toBe(404);
    const notAsked = await reconfirm(never.id, never.investor.token);
    expect(notAsked.status).toBe(409);
    expect(notAsked.body.error.code).toBe('not_awaiting_reconfirmation');
    const badKey = await reconfirm(dropped.id, dropped.investor.token, 'short');
    expect(badKey.status).toBe(422);
    const creator = await reconfirm(dropped.id, project.creatorToken);
    expect(creator.status).toBe(403);
  });

  it('lets the investor decline by cancelling, then refuses to reconfirm it', async () => {
    const res = await call<InvestmentResponse>(`/api/investments/${declined.id}/cancel`, {
      method: 'POST',
      token: declined.investor.token,
      body: { idempotencyKey: newKey() },
    });
    expect(res.status).toBe(200);
    const after = await reconfirm(declined.id, declined.investor.token);
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe('already_cancelled');
  });

  it('refuses a reconfirmation at the deadline', async () => {
    const investor = {
      id: dropped.investor.id,
      email: dropped.investor.email,
      name: 'Ivy Investor',
    };
    await expect(
      reconfirmInvestment(env.DB, investor, dropped.id, newKey(), new Date(reconfirmBy)),
    ).rejects.toMatchObject({ status: 409, code: 'reconfirmation_closed' });
  });

  it('lapses the unconfirmed commitment at the deadline, once: cancelled, refunded, ledger balanced', async () => {
    const wallet = async () =>
      (
        await env.DB.prepare('SELECT balance_cents AS c FROM account_balances WHERE account = ?')
          .bind(`wallet:${dropped.investor.id}`)
          .first<{ c: number }>()
      )?.c;
    const committed = async () =>
      (
        await env.DB.prepare('SELECT committed_cents AS c FROM offerings WHERE project_id = ?')
          .bind(project.id)
          .first<{ c: number }>()
      )?.c;
    const walletBefore = await wallet();
    const committedBefore = await committed();
    const early = await expireReconfirmations(env.DB, new Date(Date.parse(reconfirmBy) - 1));
    expect(early.lapsed).not.toContain(dropped.id);
    expect(await statusOf(dropped.id)).toBe('reconfirmation_required');

    const due = await expireReconfirmations(env.DB, new Date(reconfirmBy));
    expect(due.lapsed).toContain(dropped.id);
    expect(due.lapsed).not.toContain(kept.id);
    expect(await statusOf(dropped.id)).toBe('cancelled');
    expect(await statusOf(kept.id)).toBe('committed');
    expect(await wallet()).toBe((walletBefore ?? 0) + 70_000);
    expect(await committed()).toBe((committedBefore ?? 0) - 70_000);

    const twice = await expireReconfirmations(
      env.DB,
      new Date(Date.parse(reconfirmBy) + 86_400_000),
    );
    expect(twice.lapsed).not.toContain(dropped.id);
    expect(await wallet()).toBe((walletBefore ?? 0) + 70_000);
    const facts = await readStream(env.DB, dropped.id);
    expect(facts.filter((f) => f.type === 'investment.lapsed')).toHaveLength(1);
    const mail = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM auth_outbox WHERE kind = 'investment_lapsed' AND to_email = ?",
    )
      .bind(dropped.investor.email)
      .first<{ n: number }>();
    expect(mail?.n).toBe(1);

    const lapsedAnswer = await reconfirm(dropped.id, dropped.investor.token);
    expect(lapsedAnswer.status).toBe(409);
    expect(lapsedAnswer.body.error.code).toBe('reconfirmation_lapsed');
    const view = await call<InvestmentResponse>(`/api/investments/${dropped.id}`, {
      token: dropped.investor.token,
    });
    expect(view.body.investment.refund).toMatchObject({
      reason: 'reconfirmation_lapsed',
      amountCents: 70_000,
    });

    expect(await ledgerCheck(env.DB)).toEqual([]);
    await rebuildReadModels(env.DB);
    expect(await statusOf(dropped.id)).toBe('cancelled');
    expect(await committed()).toBe((committedBefore ?? 0) - 70_000);
  });
});
