/**
 * The investor dashboard for one investor (docs/product.md#investor-dashboard), from real money:
 * the figures from the ledger and the investor's commitments (worker/investing), the
 * rows from their commitments. The wire type is whole dollars; amounts are integer cents
 * underneath and committed in whole dollars by the UI's minimums, so the conversion
 * drops cents only for odd amounts (floor, never rounding up what someone has).
 */
import type { InvestmentRow, InvestorDashboard, ProjectCategory } from '../../shared/api';
import type { HoldingStatus } from '../../shared/conversion/api';
import { RECOMMENDED_PROJECT_COUNT } from '../../shared/constants';
import { ownershipAtSigningPercent } from '../../shared/offering/safe-simulator';
import { categoryDistribution } from '../../shared/stats';
import { recommendFor, type Holding } from '../../shared/recommend';
import { listActiveProjects } from '../db/projects';
import { COUNTED_STATUSES } from '../investing/events';
import { investorTotals, listCommitments, type CommitmentRow } from '../investing/queries';
import { safeDataOf } from '../investing/views';

const dollars = (cents: number) => Math.floor(cents / 100);

/**
 * What the investor holds, for the recommendations' reasons ("like InvoiceHub in your
 * portfolio"): the commitments whose money counts, as in Portfolio Distribution. A
 * cancelled or refunded commitment was never sold, so it is nobody's portfolio.
 */
export function portfolioHoldings(
  commitments: readonly Pick<CommitmentRow, 'project_id' | 'title' | 'status'>[],
  categories: ReadonlyMap<string, ProjectCategory>,
): Holding[] {
  return commitments
    .filter((c) => COUNTED_STATUSES.includes(c.status))
    .map((c) => ({
      projectId: c.project_id,
      projectTitle: c.title,
      category: categories.get(c.project_id) ?? null,
    }));
}

async function categoriesOf(db: D1Database, ids: string[]): Promise<Map<string, ProjectCategory>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT id, category FROM projects WHERE id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(ids))
    .all<{ id: string; category: ProjectCategory }>();
  return new Map(results.map((r) => [r.id, r.category]));
}

/**
 * A commitment as the dashboard lists it: its machine status as stored (labelled by the
 * one vocabulary, machines/investment), its project's own category, and the ownership
 * at the cap computed from the signed SAFE, as My Investments computes it.
 */
/**
 * What became of each of the investor's settled SAFEs that a conversion event closed
 * (converted, cashed out, written off), by commitment id; a settled SAFE not listed is
 * still outstanding.
 */
async function safeOutcomesOf(
  db: D1Database,
  investorId: string,
): Promise<Map<string, Exclude<HoldingStatus, 'safe_outstanding'>>> {
  const { results } = await db
    .prepare(
      `SELECT s.safe_id, s.status FROM safe_conversions s
         JOIN commitments c ON c.id = s.safe_id AND c.project_id = s.project_id
        WHERE c.investor_id = ?`,
    )
    .bind(investorId)
    .all<{ safe_id: string; status: Exclude<HoldingStatus, 'safe_outstanding'> }>();
  return new Map(results.map((row) => [row.safe_id, row.status]));
}

function toRow(
  c: CommitmentRow,
  category: ProjectCategory,
  outcomes: ReadonlyMap<string, HoldingStatus>,
): InvestmentRow {
  return {
    id: c.id,
    projectId: c.project_id,
    projectSlug: c.slug,
    projectTitle: c.title,
    projectImage: c.cover_image,
    category,
    amount: dollars(c.amount_cents),
    equity: ownershipAtSigningPercent(c.amount_cents, safeDataOf(c)),
    status: c.status,
    safeOutcome: c.status === 'settled' ? (outcomes.get(c.id) ?? 'safe_outstanding') : null,
    date: c.committed_at,
  };
}

export async function loadInvestorDashboard(
  db: D1Database,
  investorId: string,
): Promise<InvestorDashboard> {
  const [commitments, totals, listed, outcomes] = await Promise.all([
    listCommitments(db, investorId),
    investorTotals(db, investorId),
    // Enough live projects to find three the investor does not hold yet.
    listActiveProjects(db, { limit: RECOMMENDED_PROJECT_COUNT + 50 }),
    safeOutcomesOf(db, investorId),
  ]);
  const categories = await categoriesOf(db, [...new Set(commitments.map((c) => c.project_id))]);
  const categoryOf = (c: CommitmentRow) => categories.get(c.project_id) ?? 'Developer Tools';
  const investments = commitments.map((c) => toRow(c, categoryOf(c), outcomes));
  const counted = investments.filter((row) => COUNTED_STATUSES.includes(row.status));
  const settledCents = commitments
    .filter((c) => c.status === 'settled')
    .reduce((sum, c) => sum + c.amount_cents, 0);
  // The rest of the counted money: committed or awaiting reconfirmation, still in escrow.
  const settledInvested = dollars(settledCents);
  const committedInvested = dollars(totals.totalInvestedCents - settledCents);
  return {
    totalInvested: settledInvested + committedInvested,
    settledInvested,
    committedInvested,
    activeInvestments: totals.activeInvestments,
    distinctProjects: totals.projects,
    availableBalance: dollars(Math.max(0, totals.availableBalanceCents)),
    investments,
    distribution: categoryDistribution(counted),
    recommended: recommendFor(listed, portfolioHoldings(commitments, categories)),
  };
}
