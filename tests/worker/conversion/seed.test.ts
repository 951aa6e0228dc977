/** The seed records a priced round on TimeTrackr, a dissolution on InvoiceHub and a sale of BuildBeacon. */
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
  it('converts every settled SAFE of the raises with a recorded event, once', async () => {
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

  it("gives the demo investor's portfolio every status: outstanding, converted, cashed out, written off", async () => {
    const portfolio = await portfolioOf(env.DB, DEMO_ACCOUNTS.investor.id);
    const bySlug = (slug: string) => portfolio.holdings.find((h) => h.projectSlug === slug);
    const outstanding = bySlug('chatassist-pro');
    expect(outstanding).toMatchObject({ status: 'safe_outstanding' });
    expect(outstanding?.valueCents).toBe(outstanding?.amountCents);
    const sold = bySlug('buildbeacon');
    expect(sold).toMatchObject({ status: 'cashed_out' });
    // A sale pays at least the purchase amount back.
    expect(Number(sold?.payoutCents)).toBeGreaterThanOrEqual(Number(sold?.amountCents));
    expect(sold?.valueCents).toBe(sold?.payoutCents);
    const dissolved = bySlug('invoicehub');
    expect(dissolved).toMatchObject({ status: 'written_off', valueCents: 0 });
    // The dissolution returned less than was put in.
    expect(Number(dissolved?.payoutCents)).toBeLessThan(Number(dissolved?.amountCents));
    expect(new Set(portfolio.holdings.map((h) => h.status))).toEqual(
      new Set(['safe_outstanding', 'converted', 'cashed_out', 'written_off']),
    );
  });
});
