/** Read-model queries of projects (the public list's pages: project-page.ts). */
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

/**
 * One public project with its updates (newest first), or null when not listed. Both are
 * read in one batch (one round trip to D1): the detail route is the busiest one.
 */
export async function findActiveProjectBySlug(
  db: D1Database,
  slug: string,
): Promise<ProjectDetail | null> {
  const [project, updates] = await db.batch([
    db.prepare(`${PROJECT_WITH_OFFERING} WHERE p.slug = ? AND p.status = 'active'`).bind(slug),
    db
      .prepare(
        `SELECT u.id, u.title, u.content, u.posted_at FROM project_updates u
         JOIN projects p ON p.id = u.project_id
         WHERE p.slug = ? AND p.status = 'active'
         ORDER BY u.posted_at DESC, u.id`,
      )
      .bind(slug),
  ]);
  const row = project?.results[0] as ProjectRow | undefined;
  if (!row) return null;
  return rowToProjectDetail(row, (updates?.results ?? []) as ProjectUpdateRow[]);
}
