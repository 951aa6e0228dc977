/**
 * Reads of the investing read models: wallet, investor figures, commitments and
 * offering progress. The dashboards call these (the lead wires them in).
 */
import type { InvestmentStatus, WalletEntry } from '../../shared/investing/api';
import type { InvestorProfile } from '../../shared/money/investor-profile';
import { walletAccount } from '../../shared/money/ledger';
import { COUNTED_STATUSES_SQL } from './events';

/** An investor's Available Balance in cents (0 before the first deposit). */
export async function walletBalanceCents(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare('SELECT balance_cents AS cents FROM account_balances WHERE account = ?')
    .bind(walletAccount(userId))
    .first<{ cents: number }>();
  return row?.cents ?? 0;
}

/** The wallet's movements, newest first (at most `limit`). */
export async function walletEntries(
  db: D1Database,
  userId: string,
  limit = 100,
): Promise<WalletEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT l.tx_id, l.kind, l.amount_cents, l.at, p.title FROM ledger_postings l
       LEFT JOIN projects p ON p.id = l.project_id
       WHERE l.account = ? ORDER BY l.at DESC, l.tx_id DESC LIMIT ?`,
    )
    .bind(walletAccount(userId), limit)
    .all<{
      tx_id: string;
      kind: WalletEntry['kind'];
      amount_cents: number;
      at: string;
      title: string | null;
    }>();
  return results.map((r) => ({
    id: r.tx_id,
    kind: r.kind,
    amountCents: r.amount_cents,
    at: r.at,
    ...(r.title ? { projectTitle: r.title } : {}),
  }));
}

/**
 * What the investor committed on this platform in the 12 months before `now` and still
 * counts (not cancelled or refunded): the same window the limit trigger of migration
 * 0007 sums.
 */
export async function investedLast12MonthsCents(db: D1Database, userId: string, now: Date) {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM commitments
       WHERE investor_id = ? AND status IN (${COUNTED_STATUSES_SQL})
         AND committed_at > strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-12 months')`,
    )
    .bind(userId, now.toISOString())
    .first<{ cents: number }>();
  return row?.cents ?? 0;
}

/** The investor's stated profile, or null before they state one. */
export async function findInvestorProfile(
  db: D1Database,
  userId: string,
): Promise<InvestorProfile | null> {
  const row = await db
    .prepare('SELECT * FROM investor_profiles WHERE investor_id = ?')
    .bind(userId)
    .first<{
      annual_income_cents: number;
      net_worth_cents: number;
      accredited: number;
      other_reg_cf_cents: number;
    }>();
  if (!row) return null;
  return {
    annualIncomeCents: row.annual_income_cents,
    netWorthCents: row.net_worth_cents,
    accredited: row.accredited === 1,
    otherRegCfInvestmentsCents: row.other_reg_cf_cents,
  };
}

/** Totals for the investor dashboard: money in open or settled commitments, and across how many. */
export async function investorTotals(db: D1Database, userId: string) {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS invested, COUNT(*) AS investments,
         COUNT(DISTINCT project_id) AS projects
       FROM commitments WHERE investor_id = ? AND status IN (${COUNTED_STATUSES_SQL})`,
    )
    .bind(userId)
    .first<{ invested: number; investments: number; projects: number }>();
  return {
    totalInvestedCents: row?.invested ?? 0,
    activeInvestments: row?.investments ?? 0,
    projects: row?.projects ?? 0,
    availableBalanceCents: await walletBalanceCents(db, userId),
  };
}

/** Committed cents and distinct investors of offerings by project id (absent = nothing yet). */
export async function offeringProgress(
  db: D1Database,
  projectIds: readonly string[],
): Promise<Map<string, { committedCents: number; investorCount: number }>> {
  if (projectIds.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT project_id, committed_cents, investor_count FROM offerings
       WHERE project_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(projectIds))
    .all<{ project_id: string; committed_cents: number; investor_count: number }>();
  return new Map(
    results.map((r) => [
      r.project_id,
      { committedCents: r.committed_cents, investorCount: r.investor_count },
    ]),
  );
}

/** A commitments row joined with its project's public fields. */
export interface CommitmentRow {
  id: string;
  project_id: string;
  investor_id: string;
  investor_name: string;
  amount_cents: number;
  status: InvestmentStatus;
  idempotency_key: string;
  request_hash: string;
  safe_data: string;
  safe_sha256: string;
  offering_ends_at: string;
  committed_at: string;
  cancelled_at: string | null;
  cancel_key: string | null;
  /** The reconfirmation deadline while one is required (migration 0009). */
  reconfirm_by: string | null;
  version: number;
  slug: string;
  title: string;
  cover_image: string;
}

const SELECT_COMMITMENT = `SELECT c.*, p.slug, p.title, p.cover_image FROM commitments c
  JOIN projects p ON p.id = c.project_id`;

export function findCommitment(db: D1Database, id: string) {
  return db.prepare(`${SELECT_COMMITMENT} WHERE c.id = ?`).bind(id).first<CommitmentRow>();
}

export function findCommitmentByKey(db: D1Database, investorId: string, key: string) {
  return db
    .prepare(`${SELECT_COMMITMENT} WHERE c.investor_id = ? AND c.idempotency_key = ?`)
    .bind(investorId, key)
    .first<CommitmentRow>();
}

/** The investor's commitments, newest first. */
export async function listCommitments(db: D1Database, investorId: string) {
  const { results } = await db
    .prepare(`${SELECT_COMMITMENT} WHERE c.investor_id = ? ORDER BY c.committed_at DESC, c.id`)
    .bind(investorId)
    .all<CommitmentRow>();
  return results;
}
