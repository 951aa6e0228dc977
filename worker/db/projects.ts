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

/** Statuses whose page is public: live, or a raise that has closed (funded or failed). */
const PAGE_STATUSES = ['active', 'funded', 'failed'] as const;
type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * One project with its updates (newest first), or null when its status is not one of
 * `statuses`. Both are read in one batch (one round trip to D1): the detail route is the
 * busiest one. A closed project carries `closedAt`: when its settlement finished (or
 * started, while one is still running), else its end date (a raise closed before
 * settlement was a command has no settlements row). A project whose creator withdrew its
 * live offering carries `withdrawn`: its stream (the project id) holds
 * `project.offering_withdrawn`, found through the (stream_id, version) index; a withdrawal
 * with no commitment leaves no refund to tell it by.
 */
async function findProjectBySlug(
  db: D1Database,
  slug: string,
  statuses: readonly PageStatus[],
): Promise<ProjectDetail | null> {
  const placeholders = statuses.map(() => '?').join(', ');
  const [project, updates] = await db.batch([
    db
      .prepare(
        `SELECT q.*, COALESCE(s.settled_at, s.started_at) AS closed_at,
                EXISTS (SELECT 1 FROM events e WHERE e.stream_id = q.id
                          AND e.type = 'project.offering_withdrawn') AS withdrawn
         FROM (${PROJECT_WITH_OFFERING} WHERE p.slug = ? AND p.status IN (${placeholders})) q
         LEFT JOIN settlements s ON s.project_id = q.id`,
      )
      .bind(slug, ...statuses),
    db
      .prepare(
        // A backers-only update's text stays out of the (shared, cached) project page;
        // its backers read it from GET /api/projects/:slug/updates.
        `SELECT u.id, u.title, CASE u.audience WHEN 'backers' THEN '' ELSE u.content END AS content,
                CASE u.audience WHEN 'backers' THEN NULL ELSE u.metrics END AS metrics,
                u.audience = 'backers' AS locked, u.posted_at FROM project_updates u
         JOIN projects p ON p.id = u.project_id
         WHERE p.slug = ? AND p.status IN (${placeholders})
         ORDER BY u.posted_at DESC, u.id`,
      )
      .bind(slug, ...statuses),
  ]);
  const row = project?.results[0] as
    (ProjectRow & { closed_at: string | null; withdrawn: number }) | undefined;
  if (!row) return null;
  const detail = rowToProjectDetail(row, (updates?.results ?? []) as ProjectUpdateRow[]);
  if (row.status === 'funded' || row.status === 'failed') {
    detail.closedAt = row.closed_at ?? row.end_date;
    if (row.withdrawn === 1) detail.withdrawn = true;
  }
  return detail;
}

/** One live (listed) project with its updates, or null when not listed. */
export function findActiveProjectBySlug(
  db: D1Database,
  slug: string,
): Promise<ProjectDetail | null> {
  return findProjectBySlug(db, slug, ['active']);
}

/**
 * The project page's project: a live one, or a funded or failed one whose offering has
 * closed (its page stays public, with its history). Never a draft, a project in review,
 * a rejected or a deleted one: null for those, as for an unknown slug.
 */
export function findPageProjectBySlug(db: D1Database, slug: string): Promise<ProjectDetail | null> {
  return findProjectBySlug(db, slug, PAGE_STATUSES);
}
