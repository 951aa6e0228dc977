/**
 * The seeded identity checks (docs/identity.md#the-seed): the demo investor and creator
 * are verified, everyone who moved money is, and one investor waits for manual review.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../worker/seed';
import { DEMO_ACCOUNTS } from '../../../worker/seed/demo-accounts';
import { listPendingReviews, identityStatusOf } from '../../../worker/identity/queries';

beforeAll(async () => {
  await seedDatabase(env.DB, new Date());
}, 90_000);

describe('the seeded identities', () => {
  it('verifies the demo investor and creator, not the admin', async () => {
    expect((await identityStatusOf(env.DB, DEMO_ACCOUNTS.investor.id)).status).toBe('verified');
    expect((await identityStatusOf(env.DB, DEMO_ACCOUNTS.creator.id)).status).toBe('verified');
    expect((await identityStatusOf(env.DB, DEMO_ACCOUNTS.admin.id)).status).toBe('unverified');
  });

  it('verified everyone who deposited or raised, and leaves one check in the review queue', async () => {
    const unverifiedMoney = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM deposits d LEFT JOIN identity_checks ic ON ic.user_id = d.investor_id
       WHERE ic.status IS NOT 'verified'`,
    ).first<{ n: number }>();
    expect(unverifiedMoney?.n).toBe(0);
    const unverifiedFounders = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM projects p LEFT JOIN identity_checks ic ON ic.user_id = p.creator_id
       WHERE p.status <> 'draft' AND ic.status IS NOT 'verified'`,
    ).first<{ n: number }>();
    expect(unverifiedFounders?.n).toBe(0);
    const queue = await listPendingReviews(env.DB);
    expect(queue).toHaveLength(1);
    expect(queue[0]?.taxIdLast4).toBe('2222');
  });

  it('changes nothing when run again', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first('n');
    await seedDatabase(env.DB, new Date());
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first('n')).toBe(before);
  });
});
