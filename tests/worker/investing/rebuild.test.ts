/** The investing read models rebuild from the events, and the rebuild's ledger check bites. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { READ_MODEL_TABLES, rebuildReadModels } from '../../../worker/projections';
import { INVESTING_TABLES } from '../../../worker/investing/events';
import { ledgerCheck } from '../../../worker/investing/ledger-check';
import { call, commitBody, fundedInvestor, liveProject, newKey, setTerms } from './helpers';

const db = env.DB;

async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of INVESTING_TABLES) {
    const columns = await db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all();
    const orderBy = columns.results.map((_, i) => i + 1).join(', ');
    tables[table] = (await db.prepare(`SELECT * FROM ${table} ORDER BY ${orderBy}`).all()).results;
  }
  return tables;
}

describe('rebuild', () => {
  it('replays deposits, commitments, cancellations, terms and profiles into equal tables', async () => {
    expect(READ_MODEL_TABLES).toEqual(expect.arrayContaining([...INVESTING_TABLES]));
    const project = await liveProject({ title: 'Replay Robotics' });
    const other = await liveProject({ title: 'Default Terms Co' }); // no terms: defaults recorded
    await setTerms(project.id, { goal: 5_000_000 });
    const investor = await fundedInvestor(500_000);
    const a = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 100_000),
    });
    await call('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(other.id, 150_000),
    });
    await call(`/api/investments/${a.body.investment.id}/cancel`, {
      method: 'POST',
      token: investor.token,
      body: { idempotencyKey: newKey() },
    });
    const live = await snapshot();
    expect(live.offerings?.length).toBeGreaterThanOrEqual(2);
    expect(await ledgerCheck(db)).toEqual([]);

    await db.prepare('UPDATE account_balances SET balance_cents = 0').run();
    await db.prepare('DELETE FROM commitments').run();
    await rebuildReadModels(db);
    expect(await snapshot()).toEqual(live);
  });

  it('fails when a balance disagrees with the ledger', async () => {
    await fundedInvestor(10_000);
    await db
      .prepare(
        "UPDATE account_balances SET balance_cents = balance_cents + 1 WHERE kind = 'wallet'",
      )
      .run();
    const problems = await ledgerCheck(db);
    expect(problems.some((p) => p.startsWith('account_balances wallet:'))).toBe(true);
    await rebuildReadModels(db);
    expect(await ledgerCheck(db)).toEqual([]);
  });
});
