/**
 * GET /api/admin/analytics: raised, fees, refunds and conversion from view to commitment
 * per month, from the read models; admins only.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AdminAnalyticsResponse } from '../../../shared/admin-analytics';
import { closeOffering } from '../../../worker/closing/settle';
import { signedInUser } from '../helpers/auth';
import { call, offeringWith } from './helpers';

const PATH = '/api/admin/analytics';

async function thisMonth(token: string) {
  const res = await call<AdminAnalyticsResponse>(PATH, { token });
  expect(res.status).toBe(200);
  expect(res.body.months).toHaveLength(12);
  const key = new Date().toISOString().slice(0, 7);
  const month = res.body.months.at(-1);
  expect(month?.key).toBe(key);
  if (!month) throw new Error('no month');
  return month;
}

describe('GET /api/admin/analytics', () => {
  it('counts the month raised, fees, refunds, views and conversion', async () => {
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const before = await thisMonth(admin.accessToken);
    const funded = await offeringWith('Analytics Funded', 100_000, [70_000, 60_000]);
    const failed = await offeringWith('Analytics Failed', 5_000_000, [80_000]);
    const now = new Date();
    // Closed now (this month), so the fee and the refund land in this month.
    await closeOffering(env.DB, funded.project.id, new Date(Date.parse(funded.endsAt) + 1000));
    await env.DB.prepare(
      "UPDATE settlements SET settled_at = ? WHERE project_id = ? AND status = 'done'",
    )
      .bind(now.toISOString(), funded.project.id)
      .run();
    await closeOffering(env.DB, failed.project.id, new Date(Date.parse(failed.endsAt) + 1000));
    await env.DB.prepare('UPDATE commitments SET refunded_at = ? WHERE project_id = ?')
      .bind(now.toISOString(), failed.project.id)
      .run();
    await env.DB.prepare(
      'INSERT INTO project_daily_views (project_id, day, views) VALUES (?, ?, 200)',
    )
      .bind(funded.project.id, now.toISOString().slice(0, 10))
      .run();

    const after = await thisMonth(admin.accessToken);
    // The funded offering's $1,300 stays raised (settled); the refunded $800 does not count.
    expect(after.raisedCents - before.raisedCents).toBe(130_000);
    expect(after.feeCents - before.feeCents).toBe(6_500);
    expect(after.refundedCents - before.refundedCents).toBe(80_000);
    expect(after.views - before.views).toBe(200);
    expect(after.commitments - before.commitments).toBe(3);
    expect(after.conversionPercent).toBe(Math.round((after.commitments / after.views) * 1000) / 10);
  });

  it('is for admins only', async () => {
    const investor = await signedInUser({ role: 'investor', fullName: 'Ivy Investor' });
    expect((await call(PATH, { token: investor.accessToken })).status).toBe(403);
    expect((await call(PATH, {})).status).toBe(401);
  });
});
