/** The investor dashboard for one investor (spec §2 Investor dashboard). */
import type {
  InvestmentRow,
  InvestmentStatus,
  InvestorDashboard,
  ProjectCategory,
} from '../../shared/api';
import { RECOMMENDED_PROJECT_COUNT } from '../../shared/constants';
import {
  activeInvestments,
  distinctProjectCount,
  industryDistribution,
  industryOf,
  recommendedProjects,
  totalInvested,
} from '../../shared/stats';
import { listActiveProjects } from '../db/projects';

interface InvestmentJoinRow {
  id: string;
  project_id: string;
  slug: string;
  title: string;
  cover_image: string;
  category: ProjectCategory;
  amount: number;
  equity: number;
  status: InvestmentStatus;
  committed_at: string;
}

/** The investor's own investments, newest first. */
async function listInvestmentsOf(
  db: D1Database,
  investorId: string,
): Promise<InvestmentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.project_id, p.slug, p.title, p.cover_image, p.category, i.amount,
              i.equity, i.status, i.committed_at
       FROM investments i JOIN projects p ON p.id = i.project_id
       WHERE i.investor_id = ? ORDER BY i.committed_at DESC, i.id`,
    )
    .bind(investorId)
    .all<InvestmentJoinRow>();
  return results.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    projectSlug: r.slug,
    projectTitle: r.title,
    projectImage: r.cover_image,
    industry: industryOf(r.category),
    amount: r.amount,
    equity: r.equity,
    status: r.status,
    date: r.committed_at,
  }));
}

export async function loadInvestorDashboard(
  db: D1Database,
  investorId: string,
): Promise<InvestorDashboard> {
  const [investments, wallet, listed] = await Promise.all([
    listInvestmentsOf(db, investorId),
    db
      .prepare('SELECT balance FROM wallets WHERE user_id = ?')
      .bind(investorId)
      .first<{ balance: number }>(),
    listActiveProjects(db, { limit: RECOMMENDED_PROJECT_COUNT }),
  ]);
  const active = activeInvestments(investments);
  return {
    totalInvested: totalInvested(investments),
    activeInvestments: active.length,
    distinctProjects: distinctProjectCount(active),
    availableBalance: Math.max(0, wallet?.balance ?? 0),
    investments,
    distribution: industryDistribution(active),
    recommended: recommendedProjects(listed),
  };
}
