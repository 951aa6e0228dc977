/**
 * The ledger statements every money projection shares: post a balanced transaction
 * (postings, then balances) and recount an offering's investors.
 */
import { accountKindOf, type Transaction } from '../../shared/money/ledger';
import { COUNTED_STATUSES_SQL } from './events';

/** The statements that post one balanced transaction: postings, then balances. */
export function postTransaction(db: D1Database, tx: Transaction): D1PreparedStatement[] {
  return tx.postings.flatMap((posting) => [
    db
      .prepare(
        `INSERT INTO ledger_postings (tx_id, account, amount_cents, kind, project_id, investment_id, at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        tx.id,
        posting.account,
        posting.amountCents,
        tx.kind,
        tx.projectId ?? null,
        tx.investmentId ?? null,
        tx.at,
      ),
    // Two statements, not an upsert: SQLite checks a CHECK on the proposed row before
    // the conflict, so an upsert of a debit would fail even with money in the account.
    db
      .prepare(
        'INSERT OR IGNORE INTO account_balances (account, kind, balance_cents) VALUES (?, ?, 0)',
      )
      .bind(posting.account, accountKindOf(posting.account)),
    db
      .prepare('UPDATE account_balances SET balance_cents = balance_cents + ? WHERE account = ?')
      .bind(posting.amountCents, posting.account),
  ]);
}

/** An offering's distinct investors with money that counts. */
export function recountInvestors(db: D1Database, projectId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE offerings SET investor_count = (
         SELECT COUNT(DISTINCT investor_id) FROM commitments
         WHERE project_id = offerings.project_id AND status IN (${COUNTED_STATUSES_SQL}))
       WHERE project_id = ?`,
    )
    .bind(projectId);
}
