/** Shortcuts of the closing tests: an offering with commitments, balances, the ledger check. */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { ledgerCheck } from '../../../worker/investing/ledger-check';
import { call, commitBody, fundedInvestor, liveProject, setTerms } from '../investing/helpers';

export { call, commitBody, fundedInvestor, liveProject, setTerms };

const DAY = 86_400_000;

/** A live offering ending in `days` days, with one commitment per amount (fresh investors). */
export async function offeringWith(
  title: string,
  goalCents: number,
  amounts: number[],
  options: { days?: number; maximumCents?: number } = {},
) {
  const project = await liveProject({ title });
  const endDate = new Date(Date.now() + (options.days ?? 30) * DAY).toISOString().slice(0, 10);
  await setTerms(project.id, {
    goal: goalCents,
    maximum: options.maximumCents ?? Math.max(goalCents, ...amounts.map((a) => a * amounts.length)),
    minimum: 50_000,
    endDate,
  });
  const investors = [];
  for (const [i, amount] of amounts.entries()) {
    const investor = await fundedInvestor(amount + 5_000, undefined, `Investor Number ${i + 1}`);
    const res = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, amount),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    investors.push({ ...investor, investmentId: res.body.investment.id, amount });
  }
  const endsAt = `${endDate}T23:59:59.000Z`;
  return { project, investors, endsAt, afterEnd: new Date(Date.parse(endsAt) + 1000) };
}

/** The balance of one ledger account (0 when it never moved). */
export async function balance(account: string): Promise<number> {
  const row = await env.DB.prepare('SELECT balance_cents FROM account_balances WHERE account = ?')
    .bind(account)
    .first<{ balance_cents: number }>();
  return row?.balance_cents ?? 0;
}

export async function statusesOf(projectId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT status FROM commitments WHERE project_id = ? ORDER BY committed_at, id',
  )
    .bind(projectId)
    .all<{ status: string }>();
  return results.map((r) => r.status);
}

export async function projectStatus(projectId: string): Promise<string | undefined> {
  const row = await env.DB.prepare('SELECT status FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ status: string }>();
  return row?.status;
}

export async function countEvents(type: string, streamLike = '%'): Promise<number> {
  const row = await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM events WHERE type = ? AND stream_id LIKE ?',
  )
    .bind(type, streamLike)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The rebuild's ledger check finds nothing wrong. */
export async function expectLedgerHealthy() {
  expect(await ledgerCheck(env.DB)).toEqual([]);
}
