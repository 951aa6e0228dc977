/**
 * Projections of the investing events into `offerings`, `investor_profiles`, `deposits`,
 * `commitments`, `ledger_postings` and `account_balances`. Incremental SQL only, run in
 * the same db.batch() as the append: the constraints of migration 0007 turn a race the
 * command's pre-checks missed into a failed batch, never into a broken rule.
 */
import { investmentStatusAfterFact } from '../../machines/investment';
import { offeringEndsAt } from '../../shared/investing/default-terms';
import type { EventPayload } from '../../shared/events';
import { escrowAccount, type Transaction } from '../../shared/money/ledger';
import { investmentLimitCents } from '../../shared/money/reg-cf';
import type { StoredEvent } from '../kernel/types';
import type { InvestingEvent } from './events';
import { postTransaction, recountInvestors } from './ledger-statements';
import { projectFiguresOf, projectReconfirmationEvent } from './reconfirmation-projection';

export { postTransaction, recountInvestors };

function escrowCents(tx: Transaction): number {
  const account = escrowAccount(tx.projectId ?? '');
  return Math.abs(tx.postings.find((p) => p.account === account)?.amountCents ?? 0);
}

function termsSet(db: D1Database, event: StoredEvent<'offering.terms_set'>) {
  const { projectId, companyName, source, terms } = event.payload;
  return [
    db
      .prepare(
        `INSERT INTO offerings (project_id, company_name, variant, valuation_cap_dollars,
           discount_percent, pro_rata, minimum_cents, goal_cents, maximum_raise_cents, ends_at,
           terms_source, terms_version, terms_set_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (project_id) DO UPDATE SET company_name = excluded.company_name,
           variant = excluded.variant, valuation_cap_dollars = excluded.valuation_cap_dollars,
           discount_percent = excluded.discount_percent, pro_rata = excluded.pro_rata,
           minimum_cents = excluded.minimum_cents, goal_cents = excluded.goal_cents,
           maximum_raise_cents = excluded.maximum_raise_cents, ends_at = excluded.ends_at,
           terms_source = excluded.terms_source, terms_version = excluded.terms_version,
           terms_set_at = excluded.terms_set_at`,
      )
      .bind(
        projectId,
        companyName,
        terms.variant,
        terms.valuationCapDollars ?? null,
        terms.discountPercent ?? null,
        terms.proRata ? 1 : 0,
        terms.minimumInvestmentCents,
        terms.fundingGoalCents,
        terms.maximumRaiseCents,
        offeringEndsAt(terms.endDate),
        source,
        event.version,
        event.occurredAt,
      ),
    // The project's read model shows the offering's terms (and figures) from now on.
    projectFiguresOf(db, projectId, terms),
  ];
}

function profileStated(db: D1Database, event: StoredEvent<'investor.profile_stated'>) {
  const p = event.payload;
  return [
    db
      .prepare(
        `INSERT INTO investor_profiles (investor_id, annual_income_cents, net_worth_cents,
           accredited, other_reg_cf_cents, limit_cents, stated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (investor_id) DO UPDATE SET annual_income_cents = excluded.annual_income_cents,
           net_worth_cents = excluded.net_worth_cents, accredited = excluded.accredited,
           other_reg_cf_cents = excluded.other_reg_cf_cents, limit_cents = excluded.limit_cents,
           stated_at = excluded.stated_at`,
      )
      .bind(
        event.streamId.replace(/^investor:/, ''),
        p.annualIncomeCents,
        p.netWorthCents,
        p.accredited ? 1 : 0,
        p.otherRegCfInvestmentsCents,
        investmentLimitCents(p),
        event.occurredAt,
      ),
  ];
}

function depositReceived(db: D1Database, event: StoredEvent<'deposit.received'>) {
  const p = event.payload;
  return [
    db
      .prepare(
        `INSERT INTO deposits (id, investor_id, amount_cents, idempotency_key, rail, deposited_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(event.streamId, p.userId, p.amountCents, p.idempotencyKey, p.rail, event.occurredAt),
    ...postTransaction(db, p.transaction as Transaction),
  ];
}

type Signed = EventPayload<'investment.committed'> & { transaction: unknown };

function committed(db: D1Database, event: StoredEvent<'investment.committed'>) {
  const p = event.payload as Extract<EventPayload<'investment.committed'>, Signed>;
  return [
    // Triggers refuse a closed offering and a commitment over the investor's limit;
    // the unique key refuses a second commitment for the same attempt.
    db
      .prepare(
        `INSERT INTO commitments (id, project_id, investor_id, investor_name, amount_cents, status,
           idempotency_key, request_hash, safe_data, safe_sha256, offering_ends_at, committed_at,
           version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        event.streamId,
        p.projectId,
        p.investorId,
        p.investorName,
        p.amountCents,
        investmentStatusAfterFact(event.type),
        p.idempotencyKey,
        p.requestHash,
        JSON.stringify(p.safe),
        p.safeSha256,
        p.offeringEndsAt,
        event.occurredAt,
        event.version,
      ),
    // The CHECK on offerings refuses oversubscription past the maximum raise.
    db
      .prepare('UPDATE offerings SET committed_cents = committed_cents + ? WHERE project_id = ?')
      .bind(p.amountCents, p.projectId),
    ...postTransaction(db, p.transaction as Transaction),
    recountInvestors(db, p.projectId),
  ];
}

function cancelled(db: D1Database, event: StoredEvent<'investment.cancelled'>) {
  const tx = event.payload.transaction as Transaction;
  const projectId = tx.projectId ?? '';
  return [
    db
      .prepare(
        'UPDATE commitments SET status = ?, cancelled_at = ?, cancel_key = ?, version = ? WHERE id = ?',
      )
      .bind(
        investmentStatusAfterFact(event.type),
        event.occurredAt,
        event.payload.idempotencyKey ?? null,
        event.version,
        event.streamId,
      ),
    db
      .prepare('UPDATE offerings SET committed_cents = committed_cents - ? WHERE project_id = ?')
      .bind(escrowCents(tx), projectId),
    ...postTransaction(db, tx),
    recountInvestors(db, projectId),
  ];
}

/** The statements of one investing event (see `isInvestingEvent`). */
export function projectInvestingEvent(
  db: D1Database,
  event: InvestingEvent,
): D1PreparedStatement[] {
  switch (event.type) {
    case 'offering.terms_set':
      return termsSet(db, event);
    case 'investor.profile_stated':
      return profileStated(db, event);
    case 'deposit.received':
      return depositReceived(db, event);
    case 'investment.committed':
      return committed(db, event);
    case 'investment.cancelled':
      return cancelled(db, event);
    default:
      return projectReconfirmationEvent(db, event);
  }
}
