/**
 * The admin's Offerings screen: every offering's outcome with committed, fee, payout and
 * refunds, and the platform's escrow and revenue reconciled with the ledger replay.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AdminOfferingOutcomesResponse } from '../../../shared/closing/api';
import { closeOffering } from '../../../worker/closing/settle';
import { signedInUser } from '../helpers/auth';
import { balance, call, offeringWith } from './helpers';

const PATH = '/api/admin/offerings/outcomes';

describe('GET /api/admin/offerings/outcomes', () => {
  it('shows live, funded and failed offerings with their money, reconciled with the ledger', async () => {
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const live = await offeringWith('Outcome Live', 500_000, [60_000]);
    const funded = await offeringWith('Outcome Funded', 100_000, [70_000, 60_000]);
    const failed = await offeringWith('Outcome Failed', 5_000_000, [80_000, 90_000]);
    await closeOffering(env.DB, funded.project.id, funded.afterEnd);
    await closeOffering(env.DB, failed.project.id, failed.afterEnd);

    const res = await call<AdminOfferingOutcomesResponse>(PATH, { token: admin.accessToken });
    expect(res.status).toBe(200);
    const rows = new Map(res.body.offerings.map((o) => [o.projectId, o]));
    expect(rows.get(live.project.id)).toMatchObject({
      outcome: 'live',
      committedCents: 60_000,
      feeCents: 0,
      payoutCents: 0,
      refundedCents: 0,
      investorCount: 1,
    });
    expect(rows.get(live.project.id)?.settledAt).toBeUndefined();
    // 5 % of $1,300.00: a $65.00 fee and a $1,235.00 payout.
    expect(rows.get(funded.project.id)).toMatchObject({
      outcome: 'funded',
      committedCents: 130_000,
      feeCents: 6_500,
      payoutCents: 123_500,
      refundedCents: 0,
      investorCount: 2,
      settledAt: funded.afterEnd.toISOString(),
    });
    // A failed close still shows what was committed, all of it refunded, no fee.
    expect(rows.get(failed.project.id)).toMatchObject({
      outcome: 'failed',
      committedCents: 170_000,
      feeCents: 0,
      payoutCents: 0,
      refundedCents: 170_000,
      refundCount: 2,
      settledAt: failed.afterEnd.toISOString(),
    });
    // Live first, then funded, then failed.
    const outcomes = res.body.offerings.map((o) => o.outcome);
    expect(outcomes.indexOf('live')).toBeLessThan(outcomes.indexOf('funded'));
    expect(outcomes.lastIndexOf('funded')).toBeLessThan(outcomes.indexOf('failed'));

    const { platform } = res.body;
    expect(platform.problems).toEqual([]);
    expect(platform.reconciled).toBe(true);
    expect(platform.revenueCents).toBe(await balance('platform:revenue'));
    expect(platform.ledgerRevenueCents).toBe(platform.revenueCents);
    expect(platform.revenueCents).toBeGreaterThanOrEqual(6_500);
    expect(platform.ledgerEscrowCents).toBe(platform.escrowCents);
    expect(platform.escrowCents).toBeGreaterThanOrEqual(60_000);
    expect(await balance(`escrow:${live.project.id}`)).toBe(60_000);
  });

  it('says the books do not reconcile when a read model drifts from the ledger', async () => {
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const live = await offeringWith('Outcome Drift', 500_000, [60_000]);
    await env.DB.prepare(
      'UPDATE offerings SET committed_cents = committed_cents + 100 WHERE project_id = ?',
    )
      .bind(live.project.id)
      .run();
    const res = await call<AdminOfferingOutcomesResponse>(PATH, { token: admin.accessToken });
    expect(res.body.platform.reconciled).toBe(false);
    expect(res.body.platform.escrowCents - res.body.platform.ledgerEscrowCents).toBe(100);
    expect(res.body.platform.problems.join(' ')).toContain(live.project.id);
  });

  it('is for admins only', async () => {
    const investor = await signedInUser({ role: 'investor', fullName: 'Ivy Investor' });
    expect((await call(PATH, { token: investor.accessToken })).status).toBe(403);
    expect((await call(PATH, {})).status).toBe(401);
  });
});
