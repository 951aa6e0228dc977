/**
 * The page and query string of GET /api/projects (Discover's list), apart from the query's
 * schema (./discover.ts, which the worker validates with): Discover's screen builds its
 * requests from this module without loading valibot and the project schemas.
 */
import { DISCOVER_SORTS, type ProjectSummary } from './api';

/** A page of Discover holds this many projects unless `limit` says otherwise. */
export const DISCOVER_PAGE_SIZE = 24;
/** The largest `limit` a caller may ask for. */
export const MAX_DISCOVER_PAGE_SIZE = 100;
/** The longest search text accepted, in characters. */
export const MAX_SEARCH_LENGTH = 100;
/**
 * The list's own order when no `sort` is given: featured first, then newest (Home's
 * Featured Projects take the first page's first three).
 */
export const LISTED_SORT = 'listed';
/** Every `sort` the list accepts: Discover's orders and the default listed order. */
export const PROJECT_LIST_SORTS = [...DISCOVER_SORTS, LISTED_SORT] as const;
export type ProjectListSort = (typeof PROJECT_LIST_SORTS)[number];

/** GET /api/projects: one page of live projects. */
export interface ProjectPage {
  /**
   * The page, in the asked order. Each `description` is cut to its first
   * LIST_DESCRIPTION_LENGTH characters (cards show the tagline; the project's own answer
   * carries the whole text), so a page stays small whatever the founders wrote.
   */
  projects: ProjectSummary[];
  /** Live projects matching the filters, on every page. */
  total: number;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** How many characters of each description a page carries. */
export const LIST_DESCRIPTION_LENGTH = 280;

/** The query string of a page request; defaults are left out so URLs (and ETags) match. */
export function projectListSearch(query: {
  q?: string;
  category?: string;
  sort?: ProjectListSort;
  featured?: boolean;
  /** Only projects with (true) or without (false) an accepted lead investor. */
  lead?: boolean;
  limit?: number;
  cursor?: string | null;
}): string {
  const params: [string, string][] = [];
  const q = query.q?.trim();
  if (q) params.push(['q', q]);
  if (query.category) params.push(['category', query.category]);
  if (query.sort && query.sort !== LISTED_SORT) params.push(['sort', query.sort]);
  if (query.featured !== undefined) params.push(['featured', String(query.featured)]);
  if (query.lead !== undefined) params.push(['lead', String(query.lead)]);
  if (query.limit !== undefined) params.push(['limit', String(query.limit)]);
  if (query.cursor) params.push(['cursor', query.cursor]);
  const search = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return search ? `?${search}` : '';
}
