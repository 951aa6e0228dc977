/**
 * Many simultaneous commits on one nearly full offering: the maximum raise is never
 * exceeded, no attempt commits twice, every refusal is a clear 4xx, the ledger balances.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../../worker/investing/ledger-check';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { call, commitBody, fundedInvestor, liveProject, setTerms } from './helpers';

const INVESTORS = 30;
const ATTEMPTS_EACH = 2;
const AMOUNT = 50_000;

describe('concurrent commits on one offering', () => {
  it('never oversubscribe, never duplicate, and refuse the rest with a 4xx', async () => {
    const project = await liveProject({ title: 'Hot Offering' });
    // Room for 12 commitments of $500 after a first one: 60 attempts compete for them.
    await setTerms(project.id, { goal: 650_000, minimum: AMOUNT });
    const early = await fundedInvestor(AMOUNT);
    await call('/api/investments', {
      method: 'POST',
      token: early.token,
      body: commitBody(project.id, AMOUNT),
    });

    const investors = await Promise.all(
      Array.from({ length: INVESTORS }, () => fundedInvestor(AMOUNT * ATTEMPTS_EACH)),
    );
    // Each investor sends two different attempts and repeats the first (a double click).
    const bodies = investors.flatMap((investor) => {
      const first = commitBody(project.id, AMOUNT);
      const attempts = [
        first,
        ...Array.from({ length: ATTEMPTS_EACH - 1 }, () => commitBody(project.id, AMOUNT)),
      ];
      return [...attempts, first].map((body) => ({ token: investor.token, body }));
    });
    const answers = await Promise.all(
      bodies.map(({ token, body }) =>
        call<ErrorBody>('/api/investments', { method: 'POST', token, body }),
      ),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const answer of answers.filter((a) => a.status >= 400)) {
      expect([409, 422]).toContain(answer.status);
      expect(answer.body.error.message.length).toBeGreaterThan(10);
    }
    const offering = await env.DB.prepare(
      'SELECT committed_cents, maximum_raise_cents, investor_count FROM offerings WHERE project_id = ?',
    )
      .bind(project.id)
      .first<{ committed_cents: number; maximum_raise_cents: number; investor_count: number }>();
    expect(offering?.committed_cents).toBeLessThanOrEqual(offering?.maximum_raise_cents ?? 0);
    expect(offering?.committed_cents).toBe(650_000);

    const rows = await env.DB.prepare(
      `SELECT investor_id, idempotency_key, COUNT(*) AS n FROM commitments WHERE project_id = ?
       GROUP BY investor_id, idempotency_key`,
    )
      .bind(project.id)
      .all<{ n: number }>();
    expect(rows.results.every((r) => r.n === 1)).toBe(true);
    expect(rows.results).toHaveLength(13);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(await ledgerCheck(env.DB)).toEqual([]);
    // 31 investors each sign in, pass the identity check and deposit through the real
    // routes before the race: more than the default 30 s on a shared machine.
  }, 90_000);
});
