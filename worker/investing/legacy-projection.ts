/**
 * The seed's whole-dollar history of closed raises, projected into `investments`,
 * `projects`, `wallets` and months. It lives with the investing domain it precedes: the
 * live raises' money is the ledger's (projection.ts), this only the sample history's.
 */
import type * as v from 'valibot';
import type { investmentCommittedSchema } from '../../shared/schemas/platform-events';
import type { StoredEvent } from '../kernel/types';
import { bumpMonthly, bumpMonthlyBy, monthOf } from '../platform/monthly';

/** The seed's whole-dollar investment events; signed commitments are projection.ts's. */
export type LegacyInvestmentEvent =
  | StoredEvent<'investment.completed' | 'investment.refunded'>
  | (Omit<StoredEvent<'investment.committed'>, 'payload'> & {
      payload: v.InferOutput<typeof investmentCommittedSchema>;
    });
type InvestmentEvent = LegacyInvestmentEvent;

/** Distinct investors still in the raise (refunds leave it). */
const RECOUNT_INVESTORS = `UPDATE projects SET investors = (
    SELECT COUNT(DISTINCT investor_id) FROM investments
    WHERE project_id = projects.id AND status <> 'refunded')
  WHERE id = ?`;

export function projectInvestmentEvent(
  db: D1Database,
  event: InvestmentEvent,
): D1PreparedStatement[] {
  const id = event.streamId;
  const at = event.occurredAt;
  switch (event.type) {
    case 'investment.committed': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO investments (id, project_id, investor_id, investor_name, amount, equity,
               status, committed_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
          )
          .bind(id, p.projectId, p.investorId, p.investorName, p.amount, p.equity, at),
        // Commitments count toward the goal; a failed raise refunds them.
        db
          .prepare('UPDATE projects SET funding_raised = funding_raised + ? WHERE id = ?')
          .bind(p.amount, p.projectId),
        db.prepare(RECOUNT_INVESTORS).bind(p.projectId),
        db
          .prepare(
            `INSERT INTO wallets (user_id, balance) VALUES (?, ?)
             ON CONFLICT (user_id) DO UPDATE SET balance = balance + excluded.balance`,
          )
          .bind(p.investorId, -p.amount),
        bumpMonthly(db, monthOf(at), 'investment_count', 1),
        bumpMonthly(db, monthOf(at), 'investment_volume', p.amount),
      ];
    }
    case 'investment.completed':
      return [
        db
          .prepare(
            "UPDATE investments SET status = 'completed', completed_at = ? WHERE id = ? AND status = 'pending'",
          )
          .bind(at, id),
      ];
    case 'investment.refunded': {
      // Undo the commitment's effects first, while the row still says it counts.
      const live = "FROM investments WHERE id = ? AND status <> 'refunded'";
      const commitMonth = { sql: `SELECT substr(committed_at, 1, 7) ${live}`, params: [id] };
      return [
        db
          .prepare(
            `UPDATE projects SET funding_raised = funding_raised - COALESCE((SELECT amount ${live}), 0)
             WHERE id = (SELECT project_id FROM investments WHERE id = ?)`,
          )
          .bind(id, id),
        db
          .prepare(
            `UPDATE wallets SET balance = balance + COALESCE((SELECT amount ${live}), 0)
             WHERE user_id = (SELECT investor_id FROM investments WHERE id = ?)`,
          )
          .bind(id, id),
        bumpMonthlyBy(db, commitMonth, 'investment_count', `SELECT -1 ${live}`, [id]),
        bumpMonthlyBy(db, commitMonth, 'investment_volume', `SELECT -amount ${live}`, [id]),
        db
          .prepare("UPDATE investments SET status = 'refunded', refunded_at = ? WHERE id = ?")
          .bind(at, id),
        db
          .prepare(
            RECOUNT_INVESTORS.replace(
              'WHERE id = ?',
              'WHERE id = (SELECT project_id FROM investments WHERE id = ?)',
            ),
          )
          .bind(id),
      ];
    }
  }
}
