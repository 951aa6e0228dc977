/** The seed closes two raises as funded and one as failed through the closing job itself. */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../worker/seed';
import { expectLedgerHealthy } from './helpers';

beforeAll(async () => {
  await seedDatabase(env.DB, new Date('2026-11-20T12:00:00Z'));
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
    for (const slug of ['timetrackr', 'invoicehub']) {
      const row = await closed(slug);
      expect(row).toMatchObject({ status: 'funded', outcome: 'funded', run: 'done' });
      expect(row?.fee_cents).toBe(Math.round(Number(row?.raised_cents) * 0.05));
    }
    const failed = await closed('notenest');
    expect(failed).toMatchObject({ status: 'failed', outcome: 'failed', run: 'done' });
    expect(failed?.refund_count).toBe(failed?.commitments);
    expect(Number(failed?.refund_count)).toBeGreaterThan(0);
    await expectLedgerHealthy();
  });
});
