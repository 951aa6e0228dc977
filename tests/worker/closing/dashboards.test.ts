/**
 * Dashboards after closes: admin Total Revenue is the real sum of the fees the ledger
 * posted; the creator sees the payout of a funded project and the refunds of a failed
 * one; the investor's investments carry settledAt and the refund timeline.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard, CreatorDashboard } from '../../../shared/api';
import type { InvestmentListResponse } from '../../../shared/investing/api';
import { closeOffering } from '../../../worker/closing/settle';
import { signedInUser } from '../helpers/auth';
import { balance, call, offeringWith } from './helpers';

describe('dashboards after closing', () => {
  it('admin Total Revenue is the sum of the fees; creator payout and refunds; investor timeline', async () => {
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const revenueOf = async () =>
      (await call<AdminDashboard>('/api/dashboards/admin', { token: admin.accessToken })).body.stats
        .totalRevenue.value;
    const before = await revenueOf();
    const funded = await offeringWith('Revenue One', 100_000, [70_000, 60_000]);
    const other = await offeringWith('Revenue Two', 100_000, [250_000]);
    const failed = await offeringWith('Refund Row', 5_000_000, [80_000]);
    await closeOffering(env.DB, funded.project.id, funded.afterEnd);
    await closeOffering(env.DB, other.project.id, other.afterEnd);
    await closeOffering(env.DB, failed.project.id, failed.afterEnd);
    // 5 % of $1,300.00 = $65.00 and of $2,500.00 = $125.00: $190 more revenue.
    expect(await balance('platform:revenue')).toBeGreaterThanOrEqual(19_000);
    expect((await revenueOf()) - before).toBe(190);

    const creator = await call<CreatorDashboard>('/api/dashboards/creator', {
      token: funded.project.creatorToken,
    });
    const rows = new Map(creator.body.projects.map((p) => [p.id, p]));
    expect(rows.get(funded.project.id)?.settlement).toEqual({
      outcome: 'funded',
      raisedCents: 130_000,
      feeCents: 6_500,
      netCents: 123_500,
      investorCount: 2,
      settledAt: funded.afterEnd.toISOString(),
    });
    expect(rows.get(failed.project.id)?.settlement).toEqual({
      outcome: 'failed',
      refundedCents: 80_000,
      refundCount: 1,
      settledAt: failed.afterEnd.toISOString(),
      withdrawn: false,
    });
    expect(rows.get(failed.project.id)?.status).toBe('failed');

    const settledInvestor = funded.investors[0];
    const mine = await call<InvestmentListResponse>('/api/investments', {
      token: settledInvestor?.token,
    });
    expect(mine.body.investments[0]).toMatchObject({
      status: 'settled',
      settledAt: funded.afterEnd.toISOString(),
      refund: null,
    });
    const refunded = await call<InvestmentListResponse>('/api/investments', {
      token: failed.investors[0]?.token,
    });
    expect(refunded.body.investments[0]).toMatchObject({
      status: 'refunded',
      settledAt: null,
      refund: {
        initiatedAt: failed.afterEnd.toISOString(),
        returnedAt: failed.afterEnd.toISOString(),
        amountCents: 80_000,
        reason: 'offering_failed',
      },
    });
  });
});
