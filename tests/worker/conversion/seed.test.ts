/** The seed records a priced round on TimeTrackr and a dissolution on InvoiceHub. */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { portfolioOf } from '../../../worker/conversion/views';
import { DEMO_ACCOUNTS } from '../../../worker/seed/demo-accounts';
import { seedDatabase } from '../../../worker/seed';
import { expectLedgerHealthy } from '../closing/helpers';

const SEEDED_AT = '2026-11-20T12:00:00.000Z';

beforeAll(async () => {
  await seedDatabase(env.DB, new Date(SEEDED_AT));
}, 120_000);

async function outcomeOf(slug: string) {
  return env.DB.prepare(
    `SELECT x.kind, (SELECT COUNT(*) FROM safe_conversions s WHERE s.project_id = p.id) AS safes,
       (SELECT COUNT(*) FROM commitments c WHERE c.project_id = p.id AND c.status = 'settled') AS settled
     FROM projects p JOIN conversion_outcomes x ON x.project_id = p.id WHERE p.slug = ?`,
  )
    .bind(slug)
    .first<{ kind: string; safes: number; settled: number }>();
}

describe('seeded conversions', () => {
  it('converts every settled SAFE of the two funded raises, once', async () => {
    const round = await outcomeOf('timetrackr');
    expect(round?.kind).toBe('priced_round');
    expect(round?.safes).toBe(round?.settled);
    expect(Number(round?.settled)).toBeGreaterThan(1);
    const dissolution = await outcomeOf('invoicehub');
    expect(dissolution?.kind).toBe('dissolution');
    expect(dissolution?.safes).toBe(dissolution?.settled);
    // A second run changes nothing.
    await seedDatabase(env.DB, new Date(SEEDED_AT));
    expect(await outcomeOf('timetrackr')).toEqual(round);
    await expectLedgerHealthy();
  }, 120_000);

  it("shows the demo investor's SAFE in TimeTrackr converted, valued at the round's price", async () => {
    const portfolio = await portfolioOf(env.DB, DEMO_ACCOUNTS.investor.id);
    const converted = portfolio.holdings.find((h) => h.projectSlug === 'timetrackr');
    expect(converted).toMatchObject({ status: 'converted', amountCents: 250_000 });
    expect(Number(converted?.shares)).toBeGreaterThan(0);
    expect(converted?.valueMethod).toMatch(/^At the last round's price/);
  });
});
