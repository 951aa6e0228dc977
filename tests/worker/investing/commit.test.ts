/**
 * POST /api/investments: a commitment signs the SAFE, moves wallet → escrow and queues
 * the notice; every rule refuses with a clear 4xx naming its number, writing nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMIT_ACKNOWLEDGEMENT_MESSAGES,
  type CommitAcknowledgement,
  type InvestmentResponse,
  type OfferingResponse,
} from '../../../shared/investing/api';
import { sha256Hex } from '../../../shared/offering/safe-document';
import { appendToStream } from '../../../worker/event-store';
import { signedInUser } from '../helpers/auth';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import {
  MODEST_PROFILE,
  call,
  commitBody,
  draftProject,
  fundedInvestor,
  liveProject,
  moneyRowCounts,
  setTerms,
} from './helpers';

let project: Awaited<ReturnType<typeof liveProject>>;
beforeAll(async () => {
  project = await liveProject({ title: 'Escrow Engine' });
  await setTerms(project.id, { goal: 10_000_000, maximum: 12_000_000, minimum: 50_000 });
});

async function refused(token: string, body: object) {
  const before = await moneyRowCounts();
  const res = await call<ErrorBody>('/api/investments', { method: 'POST', token, body });
  expect(await moneyRowCounts()).toEqual(before);
  return res;
}

describe('a commitment', () => {
  it('signs the SAFE, moves the money into escrow and queues the notice', async () => {
    const investor = await fundedInvestor(200_000, undefined, 'Ivy Investor');
    const res = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 75_000),
    });
    expect(res.status).toBe(201);
    const { investment, safeText, balanceCents } = res.body;
    expect(investment).toMatchObject({
      projectId: project.id,
      amountCents: 75_000,
      status: 'committed',
    });
    expect(balanceCents).toBe(125_000);
    expect(investment.safe.sha256).toBe(await sha256Hex(safeText));
    expect(safeText).toContain('Ivy Q. Investor');
    expect(safeText).toContain('$750.00');
    expect(safeText).toContain('Escrow Engine');
    expect(investment.equityPercent).toBeCloseTo(0.0075);

    const offering = await call<OfferingResponse>(`/api/projects/${project.slug}/offering`);
    expect(offering.body.offering.committedCents).toBeGreaterThanOrEqual(75_000);

    const mail = await env.DB.prepare(
      "SELECT subject, body FROM auth_outbox WHERE to_email = ? AND kind = 'investment_commitment'",
    )
      .bind(investor.email)
      .first<{ subject: string; body: string }>();
    expect(mail?.body).toContain('Security: SAFE (Simple Agreement for Future Equity)');
    expect(mail?.body).toContain('$750.00');
    expect(mail?.body).toContain(investment.cancellationCutoffAt);

    const own = await call<InvestmentResponse>(`/api/investments/${investment.id}`, {
      token: investor.token,
    });
    expect(own.body.safeText).toBe(safeText);
    const list = await call<{ investments: unknown[] }>('/api/investments', {
      token: investor.token,
    });
    expect(list.body.investments).toHaveLength(1);
  });

  it('is idempotent: the same key and body return the original; another body is a 422', async () => {
    const investor = await fundedInvestor(200_000);
    const body = commitBody(project.id, 60_000);
    const first = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body,
    });
    const before = await moneyRowCounts();
    const again = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body,
    });
    expect(again.status).toBe(200);
    expect(again.body.investment).toEqual(first.body.investment);
    const other = await call<ErrorBody>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: { ...body, amountCents: 70_000 },
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await moneyRowCounts()).toEqual(before);
  });
});

describe('refusals', () => {
  it('below the minimum names it', async () => {
    const investor = await fundedInvestor(200_000);
    const res = await refused(investor.token, commitBody(project.id, 49_999));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('The minimum investment for Escrow Engine is $500.00.');
  });

  it('over the remaining room under the maximum raise names what is left', async () => {
    const small = await liveProject({ title: 'Tiny Raise' });
    await setTerms(small.id, { goal: 100_000, minimum: 50_000 });
    const first = await fundedInvestor(100_000);
    await call('/api/investments', {
      method: 'POST',
      token: first.token,
      body: commitBody(small.id, 60_000),
    });
    const second = await fundedInvestor(100_000);
    const res = await refused(second.token, commitBody(small.id, 50_000));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      "Only $400.00 is left under this offering's maximum raise.",
    );
  });

  it('over the investor limit names what is left of it', async () => {
    const investor = await fundedInvestor(1_000_000, {
      ...MODEST_PROFILE,
      otherRegCfInvestmentsCents: 370_000,
    });
    const res = await refused(investor.token, commitBody(project.id, 50_000));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Your Reg CF limit leaves $300.00 for the next 12 months.');
  });

  it('over the balance names the balance', async () => {
    const investor = await fundedInvestor(25_000);
    const res = await refused(investor.token, commitBody(project.id, 50_000));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Your wallet has $250.00; add funds first.');
  });

  it('without a stated profile', async () => {
    const user = await signedInUser({ role: 'investor' });
    const res = await refused(user.accessToken, commitBody(project.id, 50_000));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('investor_profile_required');
  });

  it('a signature that is not the legal name', async () => {
    const investor = await fundedInvestor(100_000);
    const res = await refused(
      investor.token,
      commitBody(project.id, 50_000, { signature: 'Someone Else' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.details?.signature).toMatch(/legal name/);
  });

  it('a creator or an admin (403), anonymous (401)', async () => {
    for (const role of ['creator', 'admin'] as const) {
      const user = await signedInUser({ role });
      const res = await refused(user.accessToken, commitBody(project.id, 50_000));
      expect(res.status).toBe(403);
    }
    const before = await moneyRowCounts();
    const anonymous = await call<ErrorBody>('/api/investments', {
      method: 'POST',
      body: commitBody(project.id, 50_000),
    });
    expect(anonymous.status).toBe(401);
    expect(await moneyRowCounts()).toEqual(before);
  });

  it('a draft project (404) and a closed one (409)', async () => {
    const investor = await fundedInvestor(200_000);
    const draft = await draftProject();
    expect((await refused(investor.token, commitBody(draft.id, 50_000))).status).toBe(404);
    const closed = await liveProject({ title: 'Closed Raise' });
    await appendToStream(env.DB, {
      streamId: closed.id,
      streamType: 'project',
      expectedVersion: 3,
      actorId: null,
      events: [{ type: 'project.failed', payload: {} }],
    });
    const res = await refused(investor.token, commitBody(closed.id, 50_000));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('offering_closed');
  });

  it.each([
    ['acknowledgesRiskOfLoss', { acknowledgesRiskOfLoss: false }],
    ['acknowledgesResaleRestriction', { acknowledgesResaleRestriction: undefined }],
    ['acknowledgesCancellationDeadline', { acknowledgesCancellationDeadline: 'yes' }],
  ])(
    'refuses a commitment without %s (17 CFR 227.303(b)(2)), moving nothing',
    async (field, overrides) => {
      const investor = await fundedInvestor(100_000);
      // `refused` checks that no money row was written.
      const res = await refused(investor.token, commitBody(project.id, 50_000, overrides));
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details?.[field]).toBe(
        COMMIT_ACKNOWLEDGEMENT_MESSAGES[field as CommitAcknowledgement],
      );
    },
  );

  it.each([
    ['a fractional amount', { amountCents: 500.5 }],
    ['a string amount', { amountCents: '50000' }],
    ['no consent', { consentToElectronicSignature: false }],
    ['a short key', { idempotencyKey: 'abc' }],
    ['an unknown field', { role: 'admin' }],
    ['a multi-line legal name', { legalName: 'Ivy\nInvestor', signature: 'Ivy Investor' }],
  ])('bad input: %s (422)', async (_, overrides) => {
    const investor = await fundedInvestor(100_000);
    const res = await refused(investor.token, commitBody(project.id, 50_000, overrides));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
  });
});
