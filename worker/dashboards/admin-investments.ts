/**
 * The admin dashboard's investment figures, from commitments (worker/investing). Amounts
 * are integer cents in the read model and whole dollars on the wire.
 */
import type { AdminDashboard } from '../../shared/api';
import { REVENUE_ACCOUNT } from '../../shared/money/ledger';
import { COUNTED_STATUSES_SQL } from '../investing/events';

/** A commitment that counted at moment ?N: made by then, not cancelled by then, never refunded. */
const COUNTED_AT = (n: 1 | 2) =>
  `committed_at <= ?${n} AND (cancelled_at IS NULL OR cancelled_at > ?${n}) AND status <> 'refunded'`;

/** Average commitment in dollars at `at` and at `then` (null when there was none). */
export function averageInvestmentPair(db: D1Database, at: string, then: string) {
  return db
    .prepare(
      `SELECT AVG(CASE WHEN ${COUNTED_AT(1)} THEN amount_cents END) / 100.0 AS current,
              AVG(CASE WHEN ${COUNTED_AT(2)} THEN amount_cents END) / 100.0 AS previous
         FROM commitments`,
    )
    .bind(at, then)
    .first<{ current: number | null; previous: number | null }>();
}

/**
 * Total Revenue now and at `then`, in whole dollars: the real sum of the 5 % fees,
 * i.e. every posting to `platform:revenue` (the fee leg of each funded close's release,
 * docs/money.md#fees), all of them now and those made by `then`. Summed in cents, floored once.
 */
export async function revenuePair(db: D1Database, then: string) {
  const row = await db
    .prepare(
      // Now: every fee posted (the revenue balance), whatever clock a close ran at.
      `SELECT SUM(amount_cents) AS current,
              SUM(CASE WHEN at <= ?1 THEN amount_cents ELSE 0 END) AS previous
         FROM ledger_postings WHERE account = ?2`,
    )
    .bind(then, REVENUE_ACCOUNT)
    .first<{ current: number | null; previous: number | null }>();
  const dollars = (cents: number | null | undefined) => Math.floor((cents ?? 0) / 100);
  return { current: dollars(row?.current), previous: dollars(row?.previous) };
}

/** The newest counted commitments. */
export async function recentInvestments(
  db: D1Database,
  limit: number,
): Promise<AdminDashboard['recentInvestments']> {
  const { results } = await db
    .prepare(
      // The investor's name is read by id (a rename shows at once), the commitment's
      // copy only for a person with no platform row.
      `SELECT c.id, COALESCE(u.name, c.investor_name) AS investor_name,
              p.title AS project_title, c.amount_cents, c.committed_at
       FROM commitments c JOIN projects p ON p.id = c.project_id
       LEFT JOIN platform_users u ON u.id = c.investor_id
       WHERE c.status IN (${COUNTED_STATUSES_SQL})
       ORDER BY c.committed_at DESC, c.id LIMIT ?`,
    )
    .bind(limit)
    .all<{
      id: string;
      investor_name: string;
      project_title: string;
      amount_cents: number;
      committed_at: string;
    }>();
  return results.map((r) => ({
    id: r.id,
    investorName: r.investor_name,
    projectTitle: r.project_title,
    amount: Math.floor(r.amount_cents / 100),
    date: r.committed_at,
  }));
}

/**
 * Dollars committed per calendar month ('YYYY-MM') between two month keys, counted
 * commitments only: the admin's Investments chart.
 */
export async function committedVolumeByMonth(
  db: D1Database,
  from: string | undefined,
  to: string | undefined,
): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT substr(committed_at, 1, 7) AS month, SUM(amount_cents) AS cents FROM commitments
       WHERE status IN (${COUNTED_STATUSES_SQL}) AND substr(committed_at, 1, 7) BETWEEN ? AND ?
       GROUP BY month`,
    )
    .bind(from ?? '', to ?? '')
    .all<{ month: string; cents: number }>();
  return new Map(results.map((r) => [r.month, Math.floor(r.cents / 100)]));
}
