/** Closing at the deadline: funded (release less 5 %, settled SAFEs) or failed (refunds), once. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { closeOffering } from '../../../worker/closing/settle';
import {
  balance,
  countEvents,
  expectLedgerHealthy,
  offeringWith,
  projectStatus,
  statusesOf,
} from './helpers';

describe('closing at the deadline', () => {
  it('does nothing before the deadline', async () => {
    const { project } = await offeringWith('Not Yet Labs', 100_000, [100_000]);
    const result = await closeOffering(env.DB, project.id, new Date());
    expect(result.status).toBe('not_due');
    expect(await projectStatus(project.id)).toBe('active');
    expect(await countEvents('offering.settlement_started')).toBeGreaterThanOrEqual(0);
  });

  it('funded: escrow to the founder less the 5 % fee, each commitment a settled SAFE', async () => {
    const { project, investors, afterEnd } = await offeringWith(
      'Funded Forge',
      100_000,
      [60_001, 50_000, 53_333],
    );
    const raised = 60_001 + 50_000 + 53_333;
    const revenueBefore = await balance('platform:revenue');
    const result = await closeOffering(env.DB, project.id, afterEnd, { chunkSize: 2 });
    expect(result).toEqual({ projectId: project.id, status: 'closed', outcome: 'funded' });
    const fee = Math.round(raised * 0.05); // 8,166.7 → 8,167
    expect(fee).toBe(8_167);
    expect(await balance(`escrow:${project.id}`)).toBe(0);
    expect(await balance(`payout:${project.id}`)).toBe(raised - fee);
    expect((await balance('platform:revenue')) - revenueBefore).toBe(fee);
    expect(await statusesOf(project.id)).toEqual(['settled', 'settled', 'settled']);
    expect(await projectStatus(project.id)).toBe('funded');
    for (const investor of investors) {
      expect(await balance(`wallet:${investor.id}`)).toBe(5_000);
      expect(await countEvents('investment.settled', investor.investmentId)).toBe(1);
    }
    const settlement = await env.DB.prepare('SELECT * FROM settlements WHERE project_id = ?')
      .bind(project.id)
      .first();
    expect(settlement).toMatchObject({
      outcome: 'funded',
      status: 'done',
      raised_cents: raised,
      fee_cents: fee,
      net_cents: raised - fee,
      investor_count: 3,
    });
    await expectLedgerHealthy();
  });

  it('failed: every commitment back in its wallet, no fee, a notice each', async () => {
    const { project, investors, afterEnd } = await offeringWith(
      'Failed Foundry',
      1_000_000,
      [50_000, 70_000],
    );
    const revenueBefore = await balance('platform:revenue');
    const result = await closeOffering(env.DB, project.id, afterEnd);
    expect(result).toEqual({ projectId: project.id, status: 'closed', outcome: 'failed' });
    expect(await balance(`escrow:${project.id}`)).toBe(0);
    expect(await balance(`payout:${project.id}`)).toBe(0);
    expect(await balance('platform:revenue')).toBe(revenueBefore);
    expect(await statusesOf(project.id)).toEqual(['refunded', 'refunded']);
    expect(await projectStatus(project.id)).toBe('failed');
    for (const investor of investors) {
      expect(await balance(`wallet:${investor.id}`)).toBe(investor.amount + 5_000);
      const mail = await env.DB.prepare(
        "SELECT subject, body FROM auth_outbox WHERE to_email = ? AND kind = 'investment_refunded'",
      )
        .bind(investor.email)
        .all<{ subject: string; body: string }>();
      expect(mail.results).toHaveLength(1);
      expect(mail.results[0]?.body).toContain('No fee was charged');
    }
    const row = await env.DB.prepare(
      'SELECT refund_initiated_at, refunded_at, refund_reason FROM commitments WHERE id = ?',
    )
      .bind(investors[0]?.investmentId)
      .first();
    expect(row).toEqual({
      refund_initiated_at: afterEnd.toISOString(),
      refunded_at: afterEnd.toISOString(),
      refund_reason: 'offering_failed',
    });
    await expectLedgerHealthy();
  });

  it('a live project without an offering or commitments closes as failed with nothing to move', async () => {
    const { project, afterEnd } = await offeringWith('Quiet Quarry', 100_000, []);
    expect((await closeOffering(env.DB, project.id, afterEnd)).status).toBe('closed');
    expect(await projectStatus(project.id)).toBe('failed');
    await expectLedgerHealthy();
  });

  it('a second close has no effect', async () => {
    const { project, afterEnd } = await offeringWith('Twice Closed', 100_000, [100_000]);
    await closeOffering(env.DB, project.id, afterEnd);
    const events = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    const payout = await balance(`payout:${project.id}`);
    const again = await closeOffering(
      env.DB,
      project.id,
      new Date(afterEnd.getTime() + 86_400_000),
    );
    expect(again).toEqual({ projectId: project.id, status: 'already_closed', outcome: 'funded' });
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    expect(after?.n).toBe(events?.n);
    expect(await balance(`payout:${project.id}`)).toBe(payout);
    await expectLedgerHealthy();
  });
});
