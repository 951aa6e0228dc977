/**
 * Withdrawing a live offering (POST /api/creator/projects/:id/withdraw on an active
 * project): the raise fails, every commitment goes back to its wallet exactly once
 * through the failed close, no fee is charged, and a refusal writes nothing.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ManagedProjectResponse } from '../../../shared/api';
import type { ApiErrorBody } from '../../../shared/api';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { runClosingJob } from '../../../worker/closing/job';
import { closeOffering, type ClosingStep } from '../../../worker/closing/settle';
import { withdrawProject } from '../../../worker/projects/withdraw-commands';
import { signedInUser } from '../helpers/auth';
import { moneyRowCounts } from '../investing/helpers';
import {
  balance,
  call,
  commitBody,
  countEvents,
  expectLedgerHealthy,
  fundedInvestor,
  offeringWith,
  projectStatus,
  statusesOf,
} from './helpers';

const withdraw = (projectId: string, token: string) =>
  call<ManagedProjectResponse & ApiErrorBody>(`/api/creator/projects/${projectId}/withdraw`, {
    method: 'POST',
    token,
  });

async function ownerOf(projectId: string) {
  const row = await env.DB.prepare('SELECT creator_id FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ creator_id: string }>();
  return { id: row?.creator_id ?? '', name: 'Casey Creator', role: 'creator' as const };
}

async function eventCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
  return row?.n ?? 0;
}

async function expectAllRefunded(
  projectId: string,
  investors: { id: string; investmentId: string; amount: number }[],
) {
  expect(await projectStatus(projectId)).toBe('failed');
  expect(await balance(`escrow:${projectId}`)).toBe(0);
  expect(await balance(`payout:${projectId}`)).toBe(0);
  expect(new Set(await statusesOf(projectId))).toEqual(new Set(['refunded']));
  expect(await countEvents('project.offering_withdrawn', projectId)).toBe(1);
  expect(await countEvents('project.failed', projectId)).toBe(0);
  expect(await countEvents('offering.settlement_started', `offering:${projectId}`)).toBe(1);
  expect(await countEvents('offering.settled', `offering:${projectId}`)).toBe(1);
  for (const investor of investors) {
    expect(await countEvents('investment.refunded', investor.investmentId)).toBe(1);
    // Each investor's wallet holds its deposit again: the commitment plus the $50 spare.
    expect(await balance(`wallet:${investor.id}`)).toBe(investor.amount + 5_000);
  }
  await expectLedgerHealthy();
}

describe('withdrawing a live offering', () => {
  it('refunds every commitment to its wallet once, with a notice, and charges no fee', async () => {
    const { project, investors } = await offeringWith(
      'Withdrawn Works',
      1_000_000,
      [50_000, 70_000, 60_000],
    );
    const revenueBefore = await balance('platform:revenue');
    const res = await withdraw(project.id, project.creatorToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.project.status).toBe('failed');
    await expectAllRefunded(project.id, investors);
    expect(await balance('platform:revenue')).toBe(revenueBefore);
    const settlement = await env.DB.prepare('SELECT * FROM settlements WHERE project_id = ?')
      .bind(project.id)
      .first();
    expect(settlement).toMatchObject({
      outcome: 'failed',
      status: 'done',
      raised_cents: 0,
      fee_cents: 0,
      refund_count: 3,
      refunded_cents: 180_000,
    });
    for (const investor of investors) {
      const row = await env.DB.prepare('SELECT refund_reason FROM commitments WHERE id = ?')
        .bind(investor.investmentId)
        .first<{ refund_reason: string }>();
      expect(row?.refund_reason).toBe('offering_withdrawn');
      const mail = await env.DB.prepare(
        "SELECT body FROM auth_outbox WHERE to_email = ? AND kind = 'investment_refunded'",
      )
        .bind(investor.email)
        .all<{ body: string }>();
      expect(mail.results).toHaveLength(1);
      expect(mail.results[0]?.body).toContain('withdrew the offering before its deadline');
      expect(mail.results[0]?.body).toContain('No fee was charged');
      const seen = await call<InvestmentResponse>(`/api/investments/${investor.investmentId}`, {
        token: investor.token,
      });
      expect(seen.body.investment).toMatchObject({
        status: 'refunded',
        refund: { reason: 'offering_withdrawn', amountCents: investor.amount },
      });
    }
  });

  it('a second withdrawal answers the same and refunds nothing twice', async () => {
    const { project, investors } = await offeringWith('Twice Withdrawn', 1_000_000, [50_000]);
    expect((await withdraw(project.id, project.creatorToken)).status).toBe(200);
    const events = await eventCount();
    const again = await withdraw(project.id, project.creatorToken);
    expect(again.status).toBe(200);
    expect(again.body.project.status).toBe('failed');
    expect(await eventCount()).toBe(events);
    await expectAllRefunded(project.id, investors);
  });

  it('two withdrawals at once (a double click) both answer failed and refund once each', async () => {
    const { project, investors } = await offeringWith(
      'Double Click Dynamics',
      1_000_000,
      [50_000, 51_000, 52_000, 53_000],
    );
    const [first, second] = await Promise.all([
      withdraw(project.id, project.creatorToken),
      withdraw(project.id, project.creatorToken),
    ]);
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([
      200, 200,
    ]);
    expect(first.body.project.status).toBe('failed');
    expect(second.body.project.status).toBe('failed');
    await expectAllRefunded(project.id, investors);
  });

  it('refuses anyone but the owner with nothing written: another creator 404, an admin 403', async () => {
    const { project, investors } = await offeringWith('Guarded Growth', 1_000_000, [50_000]);
    const other = await signedInUser({ role: 'creator', fullName: 'Other Creator' });
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const before = await moneyRowCounts();
    expect((await withdraw(project.id, other.accessToken)).status).toBe(404);
    expect((await withdraw(project.id, admin.accessToken)).status).toBe(403);
    expect((await withdraw(project.id, investors[0]?.token ?? '')).status).toBe(403);
    expect(await moneyRowCounts()).toEqual(before);
    expect(await projectStatus(project.id)).toBe('active');
  });

  it('refuses a funded or failed project (409) with nothing written', async () => {
    const funded = await offeringWith('Closed Capital', 100_000, [100_000]);
    await closeOffering(env.DB, funded.project.id, funded.afterEnd);
    expect(await projectStatus(funded.project.id)).toBe('funded');
    const failed = await offeringWith('Missed Mark', 1_000_000, [50_000]);
    await closeOffering(env.DB, failed.project.id, failed.afterEnd);
    const before = await moneyRowCounts();
    for (const { project } of [funded, failed]) {
      const res = await withdraw(project.id, project.creatorToken);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'Only a project that is in review or live can be withdrawn.',
      );
    }
    expect(await moneyRowCounts()).toEqual(before);
    expect(await balance(`payout:${funded.project.id}`)).toBe(95_000);
  });

  it('refuses an offering past its deadline (its close decides) with nothing written', async () => {
    const { project, afterEnd } = await offeringWith('Late Leaver', 1_000_000, [50_000]);
    const before = await moneyRowCounts();
    await expect(
      withdrawProject(env.DB, await ownerOf(project.id), project.id, afterEnd),
    ).rejects.toMatchObject({ status: 409, code: 'invalid_transition' });
    expect(await moneyRowCounts()).toEqual(before);
    expect(await projectStatus(project.id)).toBe('active');
  });

  it('no commitment can join once withdrawn', async () => {
    const { project } = await offeringWith('Closed Door', 1_000_000, []);
    expect((await withdraw(project.id, project.creatorToken)).status).toBe(200);
    const late = await fundedInvestor(60_000, undefined, 'Late Investor');
    const res = await call('/api/investments', {
      method: 'POST',
      token: late.token,
      body: commitBody(project.id, 50_000),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await balance(`wallet:${late.id}`)).toBe(60_000);
  });

  it('a withdrawal that crashes mid-refunds is finished by the closing job, once each', async () => {
    const { project, investors } = await offeringWith(
      'Crashy Withdrawal',
      1_000_000,
      [50_000, 51_000, 52_000],
    );
    const crash = (step: ClosingStep) => {
      if (step.index === 1) throw new Error('simulated crash after the first chunk');
    };
    await expect(
      withdrawProject(env.DB, await ownerOf(project.id), project.id, new Date(), {
        chunkSize: 1,
        beforeStep: crash,
      }),
    ).rejects.toThrow('simulated crash');
    expect(await projectStatus(project.id)).toBe('failed');
    expect(await statusesOf(project.id)).toEqual(['refunded', 'committed', 'committed']);
    await expectLedgerHealthy();
    const report = await runClosingJob(env.DB, new Date());
    expect(report.results).toContainEqual({
      projectId: project.id,
      status: 'closed',
      outcome: 'failed',
    });
    await expectAllRefunded(project.id, investors);
  });
});
