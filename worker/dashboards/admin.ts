/**
 * The admin dashboard, computed from the read models; the investment figures come from
 * commitments and Total Revenue from the ledger's fee postings (admin-investments.ts).
 */
import type { AdminDashboard, MonthlyPoint, ProjectStatus, StatWithChange } from '../../shared/api';
import type { Role } from '../../shared/constants';
import { percentChange } from '../../shared/stats';
import {
  averageInvestmentPair,
  revenuePair,
  committedVolumeByMonth,
  recentInvestments,
} from './admin-investments';
import { daysBefore, lastMonths } from './months';

/** "Versus last month" compares each figure with the same figure 30 days earlier. */
const COMPARISON_DAYS = 30;
const CHART_MONTHS = 6;
const RECENT_ROWS = 5;

type Pair = { current: number | null; previous: number | null };

function stat(pair: Pair | null, round = false): StatWithChange {
  const fix = (n: number | null | undefined) => (round ? Math.round(n ?? 0) : (n ?? 0));
  const current = fix(pair?.current);
  return { value: current, changePercent: percentChange(fix(pair?.previous), current) };
}

async function pair(db: D1Database, sql: string, now: string, then: string): Promise<Pair | null> {
  return db.prepare(sql).bind(now, then).first<Pair>();
}

async function headlineStats(db: D1Database, now: Date): Promise<AdminDashboard['stats']> {
  const at = now.toISOString();
  const then = daysBefore(now, COMPARISON_DAYS);
  const [revenue, users, active, average] = await Promise.all([
    revenuePair(db, then),
    pair(
      db,
      `SELECT COUNT(CASE WHEN joined_at <= ?1 THEN 1 END) AS current,
              COUNT(CASE WHEN joined_at <= ?2 THEN 1 END) AS previous FROM platform_users`,
      at,
      then,
    ),
    pair(
      db,
      `SELECT COUNT(CASE WHEN approved_at <= ?1 AND (closed_at IS NULL OR closed_at > ?1) THEN 1 END) AS current,
              COUNT(CASE WHEN approved_at <= ?2 AND (closed_at IS NULL OR closed_at > ?2) THEN 1 END) AS previous
         FROM projects WHERE approved_at IS NOT NULL`,
      at,
      then,
    ),
    averageInvestmentPair(db, at, then),
  ]);
  return {
    totalRevenue: stat(revenue),
    totalUsers: stat(users),
    activeProjects: stat(active),
    averageInvestment: stat(average, true),
  };
}

async function monthlySeries(db: D1Database, now: Date) {
  const months = lastMonths(now, CHART_MONTHS);
  const [from, to] = [months[0]?.key, months.at(-1)?.key];
  const [{ results }, committed] = await Promise.all([
    db
      .prepare(
        `SELECT month, projects_created FROM monthly_platform_stats
         WHERE month >= ? AND month <= ?`,
      )
      .bind(from, to)
      .all<{ month: string; projects_created: number }>(),
    committedVolumeByMonth(db, from, to),
  ]);
  const byMonth = new Map(results.map((r) => [r.month, r]));
  const projectsCreated: MonthlyPoint[] = months.map(({ key, month }) => ({
    key,
    month,
    value: byMonth.get(key)?.projects_created ?? 0,
  }));
  const investments: MonthlyPoint[] = months.map(({ key, month }) => ({
    key,
    month,
    value: committed.get(key) ?? 0,
  }));
  return { projectsCreated, investments };
}

export async function loadAdminDashboard(db: D1Database, now: Date): Promise<AdminDashboard> {
  const [stats, charts, users, projects, investments] = await Promise.all([
    headlineStats(db, now),
    monthlySeries(db, now),
    db
      .prepare(
        `SELECT id, name, email, role, joined_at FROM platform_users
         WHERE role <> 'admin' ORDER BY joined_at DESC, id LIMIT ?`,
      )
      .bind(RECENT_ROWS)
      .all<{ id: string; name: string; email: string; role: Role; joined_at: string }>(),
    db
      .prepare(
        // The creator's name by id, so a rename shows at once.
        `SELECT p.id, p.title, p.slug, COALESCE(u.name, p.creator_name) AS creator_name,
                p.funding_goal, p.status
           FROM projects p LEFT JOIN platform_users u ON u.id = p.creator_id
          WHERE p.status <> 'draft' ORDER BY p.created_at DESC, p.id LIMIT ?`,
      )
      .bind(RECENT_ROWS)
      .all<{
        id: string;
        title: string;
        slug: string;
        creator_name: string;
        funding_goal: number;
        status: ProjectStatus;
      }>(),
    recentInvestments(db, RECENT_ROWS),
  ]);
  return {
    stats,
    ...charts,
    recentUsers: users.results.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      joinedAt: u.joined_at,
    })),
    recentProjects: projects.results.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      creatorName: p.creator_name,
      amount: p.funding_goal,
      status: p.status,
    })),
    recentInvestments: investments,
  };
}
