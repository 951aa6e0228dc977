/** Read-model queries of projects. */
import type { ProjectCategory, ProjectDetail, ProjectSummary } from '../../shared/api';
import {
  PROJECT_WITH_OFFERING,
  RAISED_DOLLARS_SQL,
  rowToProjectDetail,
  rowToProjectSummary,
  type ProjectRow,
  type ProjectUpdateRow,
} from '../projects/rows';

export type ProjectSort = 'listed' | 'newest' | 'oldest' | 'mostFunded' | 'leastFunded';

/**
 * 'listed' is the shared list's order (featured first, then newest): Discover shows it
 * and the investor's Recommended Projects take its first three.
 */
const ORDER_BY: Record<ProjectSort, string> = {
  listed: 'p.featured DESC, p.created_at DESC, p.id',
  newest: 'p.created_at DESC, p.id',
  oldest: 'p.created_at ASC, p.id',
  mostFunded: `${RAISED_DOLLARS_SQL} DESC, p.created_at DESC, p.id`,
  leastFunded: `${RAISED_DOLLARS_SQL} ASC, p.created_at DESC, p.id`,
};

export interface ListedProjectsQuery {
  category?: ProjectCategory;
  featured?: boolean;
  sort?: ProjectSort;
  limit?: number;
}

/**
 * The public list: only approved, live (`active`) projects, raised and investors from
 * their offerings' commitments (see RAISED_DOLLARS_SQL).
 */
export async function listActiveProjects(
  db: D1Database,
  query: ListedProjectsQuery = {},
): Promise<ProjectSummary[]> {
  const where = ["p.status = 'active'"];
  const params: unknown[] = [];
  if (query.category) {
    where.push('p.category = ?');
    params.push(query.category);
  }
  if (query.featured !== undefined) {
    where.push('p.featured = ?');
    params.push(query.featured ? 1 : 0);
  }
  const limit = query.limit ? `LIMIT ${Math.trunc(query.limit)}` : '';
  const { results } = await db
    .prepare(
      `${PROJECT_WITH_OFFERING} WHERE ${where.join(' AND ')}
       ORDER BY ${ORDER_BY[query.sort ?? 'listed']} ${limit}`,
    )
    .bind(...params)
    .all<ProjectRow>();
  return results.map(rowToProjectSummary);
}

/** One public project with its updates (newest first), or null when not listed. */
export async function findActiveProjectBySlug(
  db: D1Database,
  slug: string,
): Promise<ProjectDetail | null> {
  const row = await db
    .prepare(`${PROJECT_WITH_OFFERING} WHERE p.slug = ? AND p.status = 'active'`)
    .bind(slug)
    .first<ProjectRow>();
  if (!row) return null;
  const { results } = await db
    .prepare(
      'SELECT id, title, content, posted_at FROM project_updates WHERE project_id = ? ORDER BY posted_at DESC, id',
    )
    .bind(row.id)
    .all<ProjectUpdateRow>();
  return rowToProjectDetail(row, results);
}
