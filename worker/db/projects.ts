/** Read-model queries of projects. */
import type { ProjectCategory, ProjectDetail, ProjectSummary } from '../../shared/api';
import {
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
  listed: 'featured DESC, created_at DESC, id',
  newest: 'created_at DESC, id',
  oldest: 'created_at ASC, id',
  mostFunded: 'funding_raised DESC, created_at DESC, id',
  leastFunded: 'funding_raised ASC, created_at DESC, id',
};

export interface ListedProjectsQuery {
  category?: ProjectCategory;
  featured?: boolean;
  sort?: ProjectSort;
  limit?: number;
}

/** The public list: only approved, live (`active`) projects. */
export async function listActiveProjects(
  db: D1Database,
  query: ListedProjectsQuery = {},
): Promise<ProjectSummary[]> {
  const where = ["status = 'active'"];
  const params: unknown[] = [];
  if (query.category) {
    where.push('category = ?');
    params.push(query.category);
  }
  if (query.featured !== undefined) {
    where.push('featured = ?');
    params.push(query.featured ? 1 : 0);
  }
  const limit = query.limit ? `LIMIT ${Math.trunc(query.limit)}` : '';
  const { results } = await db
    .prepare(
      `SELECT * FROM projects WHERE ${where.join(' AND ')}
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
    .prepare("SELECT * FROM projects WHERE slug = ? AND status = 'active'")
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
