/**
 * The admin's Offerings screen (docs/money.md#settlement): every offering's outcome with
 * its money (committed, fee, payout, refunds), and the platform's escrow and revenue as
 * the read models count them beside the ledger replay of the event log and its check.
 */
import type {
  AdminOfferingOutcomesResponse,
  OfferingOutcomeRow,
  PlatformReconciliation,
} from '../../shared/closing/api';
import {
  accountKindOf,
  balancesFromTransactions,
  REVENUE_ACCOUNT,
} from '../../shared/money/ledger';
import { ledgerCheck, loggedTransactions } from '../investing/ledger-check';

interface OutcomeJoinRow {
  id: string;
  slug: string;
  title: string;
  goal_cents: number;
  committed_cents: number;
  investor_count: number;
  ends_at: string;
  outcome: 'funded' | 'failed' | null;
  s_status: 'running' | 'done' | null;
  fee_cents: number | null;
  net_cents: number | null;
  refunded_cents: number | null;
  refund_count: number | null;
  settled_investors: number | null;
  settled_at: string | null;
}

const ORDER: Record<OfferingOutcomeRow['outcome'], number> = { live: 0, funded: 1, failed: 2 };

function toRow(r: OutcomeJoinRow): OfferingOutcomeRow {
  const outcome = r.outcome ?? 'live';
  const refunded = r.refunded_cents ?? 0;
  const row: OfferingOutcomeRow = {
    projectId: r.id,
    slug: r.slug,
    title: r.title,
    outcome,
    goalCents: r.goal_cents,
    // A refund lowers the offering's committed figure; the failed close's committed is
    // what was committed when it closed: what is still there plus what went back.
    committedCents: r.committed_cents + (outcome === 'failed' ? refunded : 0),
    feeCents: outcome === 'funded' ? (r.fee_cents ?? 0) : 0,
    payoutCents: outcome === 'funded' ? (r.net_cents ?? 0) : 0,
    refundedCents: refunded,
    refundCount: r.refund_count ?? 0,
    investorCount:
      outcome === 'funded' && r.s_status === 'done'
        ? (r.settled_investors ?? r.investor_count)
        : r.investor_count,
    endsAt: r.ends_at,
  };
  if (r.s_status === 'done' && r.settled_at) row.settledAt = r.settled_at;
  return row;
}

async function outcomeRows(db: D1Database): Promise<OfferingOutcomeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.slug, p.title, o.goal_cents, o.committed_cents, o.investor_count, o.ends_at,
         s.outcome, s.status AS s_status, s.fee_cents, s.net_cents, s.refunded_cents,
         s.refund_count, s.investor_count AS settled_investors, s.settled_at
       FROM offerings o JOIN projects p ON p.id = o.project_id
       LEFT JOIN settlements s ON s.project_id = o.project_id
       WHERE s.project_id IS NOT NULL OR p.status = 'active'`,
    )
    .all<OutcomeJoinRow>();
  return results
    .map(toRow)
    .sort(
      (a, b) =>
        ORDER[a.outcome] - ORDER[b.outcome] ||
        (a.outcome === 'live'
          ? a.endsAt.localeCompare(b.endsAt)
          : b.endsAt.localeCompare(a.endsAt)),
    );
}

async function reconciliation(db: D1Database): Promise<PlatformReconciliation> {
  const [tables, transactions, problems] = await Promise.all([
    db
      .prepare(
        `SELECT
           (SELECT COALESCE(SUM(committed_cents - released_cents), 0) FROM offerings) AS escrow,
           (SELECT COALESCE(SUM(fee_cents), 0) FROM settlements WHERE outcome = 'funded') AS revenue`,
      )
      .first<{ escrow: number; revenue: number }>(),
    loggedTransactions(db),
    ledgerCheck(db),
  ]);
  const replay = balancesFromTransactions(transactions);
  const balances: Record<string, number> = replay.ok ? replay.value : {};
  let ledgerEscrowCents = 0;
  for (const [account, cents] of Object.entries(balances)) {
    if (accountKindOf(account) === 'escrow') ledgerEscrowCents += cents;
  }
  const figures = {
    escrowCents: tables?.escrow ?? 0,
    ledgerEscrowCents,
    revenueCents: tables?.revenue ?? 0,
    ledgerRevenueCents: balances[REVENUE_ACCOUNT] ?? 0,
  };
  return {
    ...figures,
    problems,
    reconciled:
      problems.length === 0 &&
      figures.escrowCents === figures.ledgerEscrowCents &&
      figures.revenueCents === figures.ledgerRevenueCents,
  };
}

export async function adminOfferingOutcomes(
  db: D1Database,
): Promise<AdminOfferingOutcomesResponse> {
  const [offerings, platform] = await Promise.all([outcomeRows(db), reconciliation(db)]);
  return { offerings, platform };
}
