/**
 * One page of the public project list (GET /api/projects): live projects only, filtered
 * by category, by having a lead investor, and a case-insensitive search over title, tagline and description, in one
 * of the list's orders, with the total. Each order reads one index of migration 0016 from
 * the cursor on and stops after a page; a search reads its matches from the trigram FTS5
 * table, so the cost follows the page and the matches, not the number of projects.
 */
import {
  LIST_DESCRIPTION_LENGTH,
  type ProjectListSort,
  type ProjectPage,
} from '../../shared/discover';
import type { ProjectCategory } from '../../shared/api';
import { rowToProjectSummary, type ProjectRow } from '../projects/rows';
import { encodeCursor, type SortKey } from './project-cursor';
import { SUMMARY_TEXT_FIELDS, TEXT_COLUMNS } from '../../shared/schemas/project-text-fields';

export interface ProjectPageQuery {
  q?: string;
  category?: ProjectCategory;
  featured?: boolean;
  /** With (true) or without (false) an accepted lead investor (migration 0033). */
  lead?: boolean;
  sort: ProjectListSort;
  limit: number;
  /** The decoded cursor: the previous page's last sort key. */
  after?: SortKey;
}

interface Order {
  /** The first key column (null: the order is by creation time alone). */
  value: string | null;
  descending: boolean;
}

/** 1 when an investor accepted to lead the project's round, else 0 (migration 0033). */
const HAS_LEAD = `(EXISTS (SELECT 1 FROM project_leads l
  WHERE l.project_id = p.id AND l.status = 'accepted'))`;

/**
 * Every order ends in creation time and id, so it is total and a cursor is exact. The
 * lead-first order has no index of its own: it ranks the live projects matching the
 * filters (each a primary-key probe of project_leads) before taking a page.
 */
const ORDERS: Record<ProjectListSort, Order> = {
  leadFirst: { value: HAS_LEAD, descending: true },
  newest: { value: null, descending: true },
  oldest: { value: null, descending: false },
  mostFunded: { value: 'p.raised_dollars', descending: true },
  leastFunded: { value: 'p.raised_dollars', descending: false },
  listed: { value: 'p.featured', descending: true },
};

/** Trigram search needs three characters; shorter text is matched by a scan instead. */
const TRIGRAM = 3;

/** The field list's summary details (website, location). */
const SUMMARY_COLUMNS = SUMMARY_TEXT_FIELDS.map((name) => `p.${TEXT_COLUMNS[name]}`).join(', ');

const COLUMNS = `p.id, p.slug, p.creator_id, p.creator_name, p.title, p.tagline,
  substr(p.description, 1, ${LIST_DESCRIPTION_LENGTH}) AS description, p.category,
  p.funding_goal, p.funding_raised, p.equity, p.minimum_investment, p.cover_image,
  p.featured, p.status, ${SUMMARY_COLUMNS}, p.investors, p.end_date, p.created_at,
  p.raised_dollars, o.committed_cents AS offering_committed_cents,
  o.investor_count AS offering_investors, ${HAS_LEAD} AS has_lead`;

type PageRow = ProjectRow & { raised_dollars: number; has_lead: number };

/** An FTS5 phrase: the whole text, quotes doubled, so no character is an operator. */
function phrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** LIKE pattern for a substring, with the wildcards in the text escaped. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filters(query: ProjectPageQuery): { from: string; where: string[]; params: unknown[] } {
  const where = ["p.status = 'active'"];
  const params: unknown[] = [];
  let from = 'projects p';
  const q = query.q?.trim() ?? '';
  if (q.length >= TRIGRAM) {
    // CROSS JOIN keeps SQLite from scanning every live project to probe the matches.
    from = `project_search s CROSS JOIN project_search_ids i ON i.rowid = s.rowid
      CROSS JOIN projects p ON p.id = i.project_id`;
    where.push('s.project_search MATCH ?');
    params.push(phrase(q));
  } else if (q) {
    where.push(
      "(p.title LIKE ? ESCAPE '\\' OR p.tagline LIKE ? ESCAPE '\\' OR p.description LIKE ? ESCAPE '\\')",
    );
    params.push(likePattern(q), likePattern(q), likePattern(q));
  }
  if (query.category) {
    where.push('p.category = ?');
    params.push(query.category);
  }
  if (query.featured !== undefined) {
    where.push('p.featured = ?');
    params.push(query.featured ? 1 : 0);
  }
  if (query.lead !== undefined) where.push(`${query.lead ? '' : 'NOT '}${HAS_LEAD}`);
  return { from, where, params };
}

function totalStatement(db: D1Database, query: ProjectPageQuery): D1PreparedStatement {
  if (!query.q?.trim() && query.featured === undefined && query.lead === undefined) {
    // Kept per category by triggers (migration 0016): one row, not a count.
    return db
      .prepare(
        `SELECT COALESCE((SELECT live FROM project_listing_counts WHERE category = ?), 0) AS total`,
      )
      .bind(query.category ?? '');
  }
  const q = query.q?.trim() ?? '';
  if (
    q.length >= TRIGRAM &&
    !query.category &&
    query.featured === undefined &&
    query.lead === undefined
  ) {
    // The index holds live projects only: its own count, no join.
    return db
      .prepare('SELECT COUNT(*) AS total FROM project_search WHERE project_search MATCH ?')
      .bind(phrase(q));
  }
  const { from, where, params } = filters(query);
  return db
    .prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where.join(' AND ')}`)
    .bind(...params);
}

function sortKeyOf(row: PageRow, sort: ProjectListSort): SortKey {
  switch (sort) {
    case 'mostFunded':
    case 'leastFunded':
      return [row.raised_dollars, row.created_at, row.id];
    case 'listed':
      return [row.featured, row.created_at, row.id];
    case 'leadFirst':
      return [row.has_lead, row.created_at, row.id];
    case 'newest':
    case 'oldest':
      return [null, row.created_at, row.id];
  }
}

/** One page of live projects and the total matching the filters. */
export async function pageActiveProjects(
  db: D1Database,
  query: ProjectPageQuery,
): Promise<ProjectPage> {
  const order = ORDERS[query.sort];
  const direction = order.descending ? 'DESC' : 'ASC';
  const keyColumns = [order.value, 'p.created_at', 'p.id'].filter(Boolean) as string[];
  const { from, where, params } = filters(query);
  if (query.after) {
    const [value, createdAt, id] = query.after;
    const keyValues = order.value ? [value, createdAt, id] : [createdAt, id];
    where.push(
      `(${keyColumns.join(', ')}) ${order.descending ? '<' : '>'} (${keyValues.map(() => '?').join(', ')})`,
    );
    params.push(...keyValues);
  }
  const page = db
    .prepare(
      `SELECT ${COLUMNS} FROM ${from} LEFT JOIN offerings o ON o.project_id = p.id
       WHERE ${where.join(' AND ')}
       ORDER BY ${keyColumns.map((column) => `${column} ${direction}`).join(', ')}
       LIMIT ?`,
    )
    // One more than a page tells whether another page follows.
    .bind(...params, query.limit + 1);
  const [rows, total] = await db.batch([page, totalStatement(db, query)]);
  const results = (rows?.results ?? []) as PageRow[];
  const shown = results.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    projects: shown.map((row) => ({ ...rowToProjectSummary(row), hasLead: row.has_lead === 1 })),
    total: Number((total?.results[0] as { total: number } | undefined)?.total ?? 0),
    nextCursor:
      results.length > query.limit && last
        ? encodeCursor(query.sort, sortKeyOf(last, query.sort))
        : null,
  };
}
