/**
 * A close that dies at step N (start, a chunk, the finish) and runs again: every balance
 * right, nothing paid twice, nothing lost; the ledger check holds after the crash and
 * after the resume. Concurrent runs of one close write nothing twice either.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ClosingRunError, runClosingJob } from '../../../worker/closing/job';
import { closeOffering, type ClosingStep } from '../../../worker/closing/settle';
import { balance, countEvents, expectLedgerHealthy, offeringWith, statusesOf } from './helpers';

const crashAt = (n: number) => (step: ClosingStep) => {
  if (step.index === n) throw new Error(`simulated crash at step ${n} (${step.kind})`);
};

async function expectFundedRight(projectId: string, raised: number, investorIds: string[]) {
  const fee = Math.round(raised * 0.05);
  expect(await balance(`escrow:${projectId}`)).toBe(0);
  expect(await balance(`payout:${projectId}`)).toBe(raised - fee);
  expect(await countEvents('offering.settlement_started', `offering:${projectId}`)).toBe(1);
  expect(await countEvents('project.funded', projectId)).toBe(1);
  for (const id of investorIds) expect(await countEvents('investment.settled', id)).toBe(1);
  expect(new Set(await statusesOf(projectId))).toEqual(new Set(['settled']));
}

describe('crash and resume mid-settlement', () => {
  for (const n of [0, 1, 2, 3, 4]) {
    it(`funded close crashing at step ${n} resumes to the same end`, async () => {
      const amounts = [50_000, 51_000, 52_000, 53_000, 54_000];
      const { project, investors, afterEnd } = await offeringWith(
        `Crashy Funded ${n}`,
        200_000,
        amounts,
      );
      await expect(
        closeOffering(env.DB, project.id, afterEnd, { chunkSize: 2, beforeStep: crashAt(n) }),
      ).rejects.toThrow('simulated crash');
      await expectLedgerHealthy();
      const result = await closeOffering(env.DB, project.id, afterEnd, { chunkSize: 2 });
      expect(result).toMatchObject({ status: 'closed', outcome: 'funded' });
      const raised = amounts.reduce((a, b) => a + b, 0);
      await expectFundedRight(
        project.id,
        raised,
        investors.map((i) => i.investmentId),
      );
      await expectLedgerHealthy();
    });
  }

  it('failed close crashing mid-refunds refunds each investor exactly once', async () => {
    const amounts = [50_000, 60_000, 70_000];
    const { project, investors, afterEnd } = await offeringWith(
      'Crashy Failed',
      10_000_000,
      amounts,
    );
    await expect(
      closeOffering(env.DB, project.id, afterEnd, { chunkSize: 1, beforeStep: crashAt(2) }),
    ).rejects.toThrow('simulated crash');
    expect(await statusesOf(project.id)).toEqual(['refunded', 'committed', 'committed']);
    await expectLedgerHealthy();
    // The cron's next tick resumes it through the job.
    const report = await runClosingJob(env.DB, afterEnd);
    expect(report.results).toContainEqual({
      projectId: project.id,
      status: 'closed',
      outcome: 'failed',
    });
    for (const investor of investors) {
      expect(await balance(`wallet:${investor.id}`)).toBe(investor.amount + 5_000);
      expect(await countEvents('investment.refunded', investor.investmentId)).toBe(1);
    }
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM auth_outbox WHERE kind = 'investment_refunded' AND subject LIKE '%Crashy Failed%'",
    ).first<{ n: number }>();
    expect(mails?.n).toBe(3);
    await expectLedgerHealthy();
  });

  it('two runs at once settle each commitment once', async () => {
    const amounts = [50_000, 50_000, 50_000];
    const { project, investors, afterEnd } = await offeringWith('Racing Close', 100_000, amounts);
    const runs = await Promise.allSettled([
      closeOffering(env.DB, project.id, afterEnd, { chunkSize: 1 }),
      closeOffering(env.DB, project.id, afterEnd, { chunkSize: 1 }),
    ]);
    expect(runs.some((r) => r.status === 'fulfilled')).toBe(true);
    // Whatever the loser hit, one more run finishes the close and changes nothing twice.
    await closeOffering(env.DB, project.id, afterEnd);
    await expectFundedRight(
      project.id,
      150_000,
      investors.map((i) => i.investmentId),
    );
    await expectLedgerHealthy();
  });

  it('the job reports an offering it could not close and still closes the others', async () => {
    const a = await offeringWith('Job Poison', 100_000, [100_000]);
    const b = await offeringWith('Job Healthy', 100_000, [100_000]);
    const at = new Date(Math.max(a.afterEnd.getTime(), b.afterEnd.getTime()));
    const error = await runClosingJob(env.DB, at, {
      beforeStep: (step) => {
        if (step.projectId === a.project.id) throw new Error('poison');
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClosingRunError);
    expect((error as ClosingRunError).failures.map((f) => f.projectId)).toEqual([a.project.id]);
    expect(await countEvents('project.funded', b.project.id)).toBe(1);
    await runClosingJob(env.DB, at);
    expect(await countEvents('project.funded', a.project.id)).toBe(1);
    await expectLedgerHealthy();
  });
});
