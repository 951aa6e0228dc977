/** Reads the close needs: offerings due, a settlement's state, the next commitments to close. */
import type { ProjectStatus } from '../../shared/api';
import { offeringEndsAt } from '../../shared/investing/default-terms';
import type { InvestmentStatus } from '../../shared/investing/api';
import type { SettlementOutcome } from '../../shared/closing/events';
import { dollarsToCents } from '../../shared/money/cents';

/** A project with its offering, as the close decides on it. */
export interface ClosingProject {
  id: string;
  slug: string;
  title: string;
  status: ProjectStatus;
  creatorId: string;
  version: number;
  approvedAt: string | null;
  /** The offering's deadline (the project's end date when no offering row exists yet). */
  endsAt: string;
  goalCents: number;
  committedCents: number;
  investorCount: number;
  hasOffering: boolean;
  earlyCloseNoticedAt: string | null;
  noticedEndsAt: string | null;
}

interface ProjectJoinRow {
  id: string;
  slug: string;
  title: string;
  status: ProjectStatus;
  creator_id: string;
  version: number;
  approved_at: string | null;
  end_date: string;
  funding_goal: number;
  ends_at: string | null;
  goal_cents: number | null;
  committed_cents: number | null;
  investor_count: number | null;
  early_close_noticed_at: string | null;
  noticed_ends_at: string | null;
}

const PROJECT_SELECT = `SELECT p.id, p.slug, p.title, p.status, p.creator_id, p.version, p.approved_at,
    p.end_date, p.funding_goal, o.ends_at, o.goal_cents, o.committed_cents, o.investor_count,
    o.early_close_noticed_at, o.noticed_ends_at
  FROM projects p LEFT JOIN offerings o ON o.project_id = p.id`;

function toProject(row: ProjectJoinRow): ClosingProject {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    creatorId: row.creator_id,
    version: row.version,
    approvedAt: row.approved_at,
    endsAt: row.ends_at ?? offeringEndsAt(row.end_date),
    goalCents: row.goal_cents ?? dollarsToCents(row.funding_goal),
    committedCents: row.committed_cents ?? 0,
    investorCount: row.investor_count ?? 0,
    hasOffering: row.ends_at !== null,
    earlyCloseNoticedAt: row.early_close_noticed_at,
    noticedEndsAt: row.noticed_ends_at,
  };
}

/** Every live project (status active) with its offering, ending soonest first. */
export async function liveProjects(db: D1Database): Promise<ClosingProject[]> {
  const { results } = await db
    .prepare(`${PROJECT_SELECT} WHERE p.status = 'active'`)
    .all<ProjectJoinRow>();
  return results.map(toProject).sort((a, b) => a.endsAt.localeCompare(b.endsAt));
}

export async function closingProject(
  db: D1Database,
  projectId: string,
): Promise<ClosingProject | null> {
  const row = await db
    .prepare(`${PROJECT_SELECT} WHERE p.id = ?`)
    .bind(projectId)
    .first<ProjectJoinRow>();
  return row ? toProject(row) : null;
}

export interface SettlementRow {
  project_id: string;
  outcome: SettlementOutcome;
  status: 'running' | 'done';
  raised_cents: number;
  fee_cents: number;
  net_cents: number;
  investor_count: number;
  refund_count: number;
  refunded_cents: number;
  started_at: string;
  settled_at: string | null;
}

/**
 * Projects whose close started and did not finish: a crash interrupted it. A withdrawn
 * offering is no longer live, so the deadline list alone would not find it.
 */
export async function unfinishedCloses(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT project_id FROM settlements WHERE status = 'running' ORDER BY started_at")
    .all<{ project_id: string }>();
  return results.map((row) => row.project_id);
}

export function settlementOf(db: D1Database, projectId: string): Promise<SettlementRow | null> {
  return db
    .prepare('SELECT * FROM settlements WHERE project_id = ?')
    .bind(projectId)
    .first<SettlementRow>();
}

/** A commitment still holding money in escrow, with what its notice needs. */
export interface OpenCommitmentRow {
  id: string;
  investor_id: string;
  /** The name their profile has now (read by id, so a notice after a rename uses it). */
  investor_name: string;
  amount_cents: number;
  status: InvestmentStatus;
  offering_ends_at: string;
  version: number;
  email: string | null;
}

/** The next `limit` open commitments of an offering, oldest first (a stable order). */
export async function openCommitments(
  db: D1Database,
  projectId: string,
  limit: number,
): Promise<OpenCommitmentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.investor_id,
         COALESCE(u.name, pr.full_name, c.investor_name) AS investor_name, c.amount_cents,
         c.status, c.offering_ends_at,
         c.version, COALESCE(a.email, u.email) AS email
       FROM commitments c LEFT JOIN platform_users u ON u.id = c.investor_id
         LEFT JOIN auth_users a ON a.id = c.investor_id
         LEFT JOIN profiles pr ON pr.id = c.investor_id
       WHERE c.project_id = ? AND c.status IN ('committed', 'reconfirmation_required')
       ORDER BY c.committed_at, c.id LIMIT ?`,
    )
    .bind(projectId, limit)
    .all<OpenCommitmentRow>();
  return results;
}

/** How many commitments of an offering wait for a reconfirmation. */
export async function awaitingReconfirmation(db: D1Database, projectId: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM commitments
       WHERE project_id = ? AND status = 'reconfirmation_required'`,
    )
    .bind(projectId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Distinct investors of settled commitments, for the `offering.settled` summary. */
export async function settledInvestorCount(db: D1Database, projectId: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(DISTINCT investor_id) AS n FROM commitments
       WHERE project_id = ? AND status = 'settled'`,
    )
    .bind(projectId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
