/** The seed closes every past raise (four funded, two failed) through the closing job itself. */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../worker/seed';
import { cancellationCutoffAt } from '../../../shared/money/reg-cf-dates';
import { keepsOfferingWindow } from '../../../shared/offering/offering-window';
import { expectLedgerHealthy } from './helpers';

const SEEDED_AT = '2026-11-20T12:00:00.000Z';

beforeAll(async () => {
  await seedDatabase(env.DB, new Date(SEEDED_AT));
  // The whole sample world goes through the commands: slow on a shared 2-core machine.
}, 120_000);

async function closed(slug: string) {
  return env.DB.prepare(
    `SELECT p.status, s.outcome, s.status AS run, s.raised_cents, s.fee_cents, s.refund_count,
       (SELECT COUNT(*) FROM commitments c WHERE c.project_id = p.id) AS commitments
     FROM projects p JOIN settlements s ON s.project_id = p.id WHERE p.slug = ?`,
  )
    .bind(slug)
    .first<Record<string, number | string>>();
}

describe('seeded closes', () => {
  it('funded and failed offerings come from commitments and the closing job', async () => {
    for (const slug of ['buildbeacon', 'chatassist-pro', 'timetrackr', 'invoicehub']) {
      const row = await closed(slug);
      expect(row).toMatchObject({ status: 'funded', outcome: 'funded', run: 'done' });
      expect(row?.fee_cents).toBe(Math.round(Number(row?.raised_cents) * 0.05));
    }
    for (const slug of ['sleepwell-analytics', 'notenest']) {
      const failed = await closed(slug);
      expect(failed).toMatchObject({ status: 'failed', outcome: 'failed', run: 'done' });
      expect(failed?.refund_count).toBe(failed?.commitments);
      expect(Number(failed?.refund_count)).toBeGreaterThan(0);
    }
    await expectLedgerHealthy();
  });

  it('every project that ended was closed by the closing job, so all its money is in the ledger', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.slug FROM projects p LEFT JOIN settlements s ON s.project_id = p.id
       WHERE p.status IN ('funded', 'failed') AND (s.status IS NULL OR s.status <> 'done')`,
    ).all<{ slug: string }>();
    expect(results.map((row) => row.slug)).toEqual([]);
    const { n } = (await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM projects WHERE status IN ('funded', 'failed')`,
    ).first<{ n: number }>()) ?? { n: 0 };
    expect(n).toBe(6);
    // No seeded money outside the ledger: no legacy whole-dollar event in the log.
    const legacy = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM events
       WHERE type IN ('investment.completed', 'wallet.deposited')
          OR (type IN ('investment.committed', 'investment.refunded')
              AND json_extract(payload, '$.transaction') IS NULL)`,
    ).first<{ n: number }>();
    expect(legacy?.n).toBe(0);
  });
});

describe('seeded offerings and the offering window (issue 40)', () => {
  it('every offering that went live was public at least 21 days before its deadline', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.slug, p.approved_at, COALESCE(o.ends_at, p.end_date) AS ends_at
       FROM projects p LEFT JOIN offerings o ON o.project_id = p.id
       WHERE p.approved_at IS NOT NULL`,
    ).all<{ slug: string; approved_at: string; ends_at: string }>();
    expect(results.length).toBeGreaterThan(5);
    const short = results.filter(
      (row) =>
        !keepsOfferingWindow(row.ends_at, { publicSince: row.approved_at, now: row.approved_at }),
    );
    expect(short.map((row) => row.slug)).toEqual([]);
  });

  it('every live offering still has its cancellation cut-off ahead at the seed time', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.slug, o.ends_at FROM projects p JOIN offerings o ON o.project_id = p.id
       WHERE p.status = 'active'`,
    ).all<{ slug: string; ends_at: string }>();
    expect(results.length).toBeGreaterThan(3);
    const past = results.filter((row) => cancellationCutoffAt(row.ends_at) <= SEEDED_AT);
    expect(past.map((row) => row.slug)).toEqual([]);
  });
});
