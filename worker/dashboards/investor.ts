/**
 * The investor dashboard for one investor (docs/product.md#investor-dashboard), from real money:
 * the figures from the ledger and the investor's commitments (worker/investing), the
 * rows from their commitments. The wire type is whole dollars; amounts are integer cents
 * underneath and committed in whole dollars by the UI's minimums, so the conversion
 * drops cents only for odd amounts (floor, never rounding up what someone has).
 */
import type {
  InvestmentRow,
  InvestmentStatus,
  InvestorDashboard,
  ProjectCategory,
} from '../../shared/api';
import { RECOMMENDED_PROJECT_COUNT } from '../../shared/constants';
import type { InvestmentStatus as CommitmentStatus } from '../../shared/investing/api';
import { industryDistribution, industryOf } from '../../shared/stats';
import { recommendFor } from '../../shared/recommend';
import { listActiveProjects } from '../db/projects';
import { COUNTED_STATUSES } from '../investing/events';
import { investorTotals, listCommitments, type CommitmentRow } from '../investing/queries';

const dollars = (cents: number) => Math.floor(cents / 100);

/**
 * The portfolio's three colours: money in escrow until the offering closes is pending,
 * a settled SAFE is completed, and money that went back to the wallet (cancelled or
 * refunded) shows as refunded.
 */
const ROW_STATUS: Record<CommitmentStatus, InvestmentStatus> = {
  pending: 'pending',
  committed: 'pending',
  reconfirmation_required: 'pending',
  settled: 'completed',
  cancelled: 'refunded',
  refunded: 'refunded',
};

interface ProjectFacts {
  id: string;
  category: ProjectCategory;
  equity: number;
  funding_goal: number;
}

async function projectFacts(db: D1Database, ids: string[]): Promise<Map<string, ProjectFacts>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT id, category, equity, funding_goal FROM projects
       WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(ids))
    .all<ProjectFacts>();
  return new Map(results.map((r) => [r.id, r]));
}

/** Equity bought: the share of the goal times the equity the whole goal buys. */
function equityOf(amountDollars: number, facts: ProjectFacts | undefined): number {
  if (!facts || facts.funding_goal <= 0) return 0;
  return Math.round((amountDollars / facts.funding_goal) * facts.equity * 1000) / 1000;
}

function toRow(c: CommitmentRow, facts: ProjectFacts | undefined): InvestmentRow {
  const amount = dollars(c.amount_cents);
  return {
    id: c.id,
    projectId: c.project_id,
    projectSlug: c.slug,
    projectTitle: c.title,
    projectImage: c.cover_image,
    industry: industryOf(facts?.category ?? 'Developer Tools'),
    amount,
    equity: equityOf(amount, facts),
    status: ROW_STATUS[c.status],
    date: c.committed_at,
  };
}

export async function loadInvestorDashboard(
  db: D1Database,
  investorId: string,
): Promise<InvestorDashboard> {
  const [commitments, totals, listed] = await Promise.all([
    listCommitments(db, investorId),
    investorTotals(db, investorId),
    // Enough live projects to find three the investor does not hold yet.
    listActiveProjects(db, { limit: RECOMMENDED_PROJECT_COUNT + 50 }),
  ]);
  const facts = await projectFacts(db, [...new Set(commitments.map((c) => c.project_id))]);
  const investments = commitments.map((c) => toRow(c, facts.get(c.project_id)));
  const counted = investments.filter((_, i) => {
    const status = commitments[i]?.status;
    return status !== undefined && COUNTED_STATUSES.includes(status);
  });
  return {
    totalInvested: dollars(totals.totalInvestedCents),
    activeInvestments: totals.activeInvestments,
    distinctProjects: totals.projects,
    availableBalance: dollars(Math.max(0, totals.availableBalanceCents)),
    investments,
    distribution: industryDistribution(counted),
    recommended: recommendFor(
      listed,
      commitments.map((c) => ({
        projectId: c.project_id,
        projectTitle: c.title,
        category: facts.get(c.project_id)?.category ?? null,
      })),
    ),
  };
}
