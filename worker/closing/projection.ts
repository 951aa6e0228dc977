/**
 * Projections of the closing events into `settlements`, `offerings` and `commitments`
 * (migration 0010), and the ledger through the investing domain's `postTransaction`.
 * Incremental SQL only, run in the same db.batch() as the append, so the constraints
 * (the settlements primary key, the stream versions, the balance CHECKs) turn a repeated
 * or raced step into a failed batch with nothing written.
 */
import { investmentStatusAfterFact } from '../../machines/investment';
import { OFFERING_FACT_OF_COMMAND, type OfferingFactType } from '../../machines/offering';
import type { Transaction } from '../../shared/money/ledger';
import type { StoredEvent } from '../kernel/types';
import { postTransaction, recountInvestors } from '../investing/projection';

export type ClosingEventType = OfferingFactType | 'investment.settled' | 'investment.refunded';

export type ClosingEvent = StoredEvent<ClosingEventType>;

/** Every table only closing writes, in the order a rebuild clears them. */
export const CLOSING_TABLES = ['settlements'] as const;

/** Every fact of the offering machine, and a funded close's settled commitments. */
const OWN_TYPES = new Set<string>([
  ...Object.values(OFFERING_FACT_OF_COMMAND),
  'investment.settled',
]);

/** True for the events worker/closing projects (a ledger refund, not an old whole-dollar one). */
export function isClosingEvent(event: StoredEvent): event is ClosingEvent {
  if (OWN_TYPES.has(event.type)) return true;
  return (
    event.type === 'investment.refunded' &&
    typeof event.payload === 'object' &&
    'transaction' in event.payload
  );
}

function earlyCloseNoticed(db: D1Database, event: StoredEvent<'offering.early_close_noticed'>) {
  const { projectId, newEndsAt, noticedAt, previousEndsAt } = event.payload;
  return [
    db
      .prepare(
        `UPDATE offerings SET ends_at = ?, early_close_noticed_at = ?, noticed_ends_at = ?
         WHERE project_id = ?`,
      )
      .bind(newEndsAt, noticedAt, previousEndsAt, projectId),
    // Open commitments follow the new deadline: their cancellation cut-off moves with it.
    db
      .prepare(
        `UPDATE commitments SET offering_ends_at = ?
         WHERE project_id = ? AND status IN ('committed', 'reconfirmation_required')`,
      )
      .bind(newEndsAt, projectId),
  ];
}

function settlementStarted(db: D1Database, event: StoredEvent<'offering.settlement_started'>) {
  const p = event.payload;
  const tx = p.transaction as Transaction | undefined;
  return [
    // The primary key: a second start of the same close fails the whole batch.
    db
      .prepare(
        `INSERT INTO settlements (project_id, outcome, status, raised_cents, fee_cents, net_cents,
           started_at) VALUES (?, ?, 'running', ?, ?, ?, ?)`,
      )
      .bind(p.projectId, p.outcome, p.raisedCents, p.feeCents, p.netCents, event.occurredAt),
    ...(tx
      ? [
          db
            .prepare(
              'UPDATE offerings SET released_cents = released_cents + ? WHERE project_id = ?',
            )
            .bind(p.raisedCents, p.projectId),
          ...postTransaction(db, tx),
        ]
      : []),
  ];
}

function offeringSettled(db: D1Database, event: StoredEvent<'offering.settled'>) {
  const p = event.payload;
  return [
    db
      .prepare(
        `UPDATE settlements SET status = 'done', settled_at = ?, investor_count = ?,
           refund_count = ? WHERE project_id = ? AND status = 'running'`,
      )
      .bind(event.occurredAt, p.investorCount, p.refundCount, p.projectId),
  ];
}

function investmentSettled(db: D1Database, event: StoredEvent<'investment.settled'>) {
  return [
    db
      .prepare('UPDATE commitments SET status = ?, settled_at = ?, version = ? WHERE id = ?')
      .bind(investmentStatusAfterFact(event.type), event.occurredAt, event.version, event.streamId),
  ];
}

function investmentRefunded(db: D1Database, event: StoredEvent<'investment.refunded'>) {
  const p = event.payload as {
    projectId: string;
    reason: string;
    initiatedAt: string;
    transaction: Transaction;
  };
  const amount = p.transaction.postings.find((x) => x.amountCents > 0)?.amountCents ?? 0;
  return [
    db
      .prepare(
        `UPDATE commitments SET status = ?, refund_initiated_at = ?, refunded_at = ?,
           refund_reason = ?, version = ? WHERE id = ?`,
      )
      .bind(
        investmentStatusAfterFact(event.type),
        p.initiatedAt,
        event.occurredAt,
        p.reason,
        event.version,
        event.streamId,
      ),
    db
      .prepare('UPDATE offerings SET committed_cents = committed_cents - ? WHERE project_id = ?')
      .bind(amount, p.projectId),
    db
      .prepare(
        `UPDATE settlements SET refunded_cents = refunded_cents + ?, refund_count = refund_count + 1
         WHERE project_id = ?`,
      )
      .bind(amount, p.projectId),
    ...postTransaction(db, p.transaction),
    recountInvestors(db, p.projectId),
  ];
}

/** The statements of one closing event (see `isClosingEvent`). */
export function projectClosingEvent(db: D1Database, event: ClosingEvent): D1PreparedStatement[] {
  switch (event.type) {
    case 'offering.early_close_noticed':
      return earlyCloseNoticed(db, event);
    case 'offering.settlement_started':
      return settlementStarted(db, event);
    case 'offering.settled':
      return offeringSettled(db, event);
    case 'investment.settled':
      return investmentSettled(db, event);
    case 'investment.refunded':
      return investmentRefunded(db, event);
  }
}
