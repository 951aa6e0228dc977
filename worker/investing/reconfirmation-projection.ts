/**
 * Projections of a live offering's terms change and its reconfirmations
 * (docs/money.md#reconfirmation): the offering row and the project's public figures
 * follow the new terms; each commitment's status and deadline follow its facts; a lapse
 * moves its money from escrow back to the wallet in the same batch.
 */
import { investmentStatusAfterFact } from '../../machines/investment';
import { offeringEndsAt } from '../../shared/investing/default-terms';
import type { Transaction } from '../../shared/money/ledger';
import type { SafeTerms } from '../../shared/offering/safe-terms';
import type { StoredEvent } from '../kernel/types';
import { postTransaction, recountInvestors } from './ledger-statements';

export type ReconfirmationEvent = StoredEvent<
  | 'offering.terms_changed'
  | 'investment.reconfirmation_required'
  | 'investment.reconfirmed'
  | 'investment.lapsed'
>;

/** The project row's public figures (whole dollars, percent) from the offering's terms. */
export function projectFiguresOf(db: D1Database, projectId: string, terms: SafeTerms) {
  // Equity offered stays goal ÷ post-money cap where a cap is set (docs/money.md#offering-terms).
  const equity =
    terms.valuationCapDollars === undefined
      ? null
      : Math.round((terms.fundingGoalCents / terms.valuationCapDollars) * 100) / 100;
  return db
    .prepare(
      `UPDATE projects SET terms = ?, funding_goal = ?, minimum_investment = ?, end_date = ?,
         equity = COALESCE(?, equity) WHERE id = ?`,
    )
    .bind(
      JSON.stringify(terms),
      Math.floor(terms.fundingGoalCents / 100),
      Math.ceil(terms.minimumInvestmentCents / 100),
      offeringEndsAt(terms.endDate),
      equity,
      projectId,
    );
}

function termsChanged(db: D1Database, event: StoredEvent<'offering.terms_changed'>) {
  const { projectId, next: terms } = event.payload;
  return [
    db
      .prepare(
        `UPDATE offerings SET variant = ?, valuation_cap_dollars = ?, discount_percent = ?,
           pro_rata = ?, minimum_cents = ?, goal_cents = ?, maximum_raise_cents = ?, ends_at = ?,
           terms_source = 'creator', terms_version = ?, terms_set_at = ?
         WHERE project_id = ?`,
      )
      .bind(
        terms.variant,
        terms.valuationCapDollars ?? null,
        terms.discountPercent ?? null,
        terms.proRata ? 1 : 0,
        terms.minimumInvestmentCents,
        terms.fundingGoalCents,
        terms.maximumRaiseCents,
        offeringEndsAt(terms.endDate),
        event.version,
        event.occurredAt,
        projectId,
      ),
    projectFiguresOf(db, projectId, terms),
  ];
}

function lapsed(db: D1Database, event: StoredEvent<'investment.lapsed'>) {
  const tx = event.payload.transaction as Transaction;
  const projectId = tx.projectId ?? '';
  const cents = tx.postings.find((p) => p.amountCents > 0)?.amountCents ?? 0;
  return [
    db
      // The refund timeline columns (migration 0010) show the money's way back to the wallet.
      .prepare(
        `UPDATE commitments SET status = ?, cancelled_at = ?, refund_initiated_at = ?,
           refunded_at = ?, refund_reason = 'reconfirmation_lapsed', version = ? WHERE id = ?`,
      )
      .bind(
        investmentStatusAfterFact(event.type),
        event.occurredAt,
        event.occurredAt,
        event.occurredAt,
        event.version,
        event.streamId,
      ),
    db
      .prepare('UPDATE offerings SET committed_cents = committed_cents - ? WHERE project_id = ?')
      .bind(cents, projectId),
    ...postTransaction(db, tx),
    recountInvestors(db, projectId),
  ];
}

/** The statements of one terms-change or reconfirmation event. */
export function projectReconfirmationEvent(
  db: D1Database,
  event: ReconfirmationEvent,
): D1PreparedStatement[] {
  const status = (type: ReconfirmationEvent['type']) => investmentStatusAfterFact(type);
  switch (event.type) {
    case 'offering.terms_changed':
      return termsChanged(db, event);
    case 'investment.reconfirmation_required':
      return [
        db
          .prepare(
            `UPDATE commitments SET status = ?, reconfirm_by = ?, offering_ends_at = ?, version = ?
             WHERE id = ?`,
          )
          .bind(
            status(event.type),
            event.payload.reconfirmBy,
            event.payload.offeringEndsAt,
            event.version,
            event.streamId,
          ),
      ];
    case 'investment.reconfirmed':
      return [
        db
          .prepare(
            'UPDATE commitments SET status = ?, reconfirm_by = NULL, version = ? WHERE id = ?',
          )
          .bind(status(event.type), event.version, event.streamId),
      ];
    case 'investment.lapsed':
      return lapsed(db, event);
  }
}
