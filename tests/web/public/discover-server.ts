import type { ProjectSummary } from '../../../shared/api';
import type { ProjectPage } from '../../../shared/discover';
import { filterProjects, isSortOption } from '../../../web/features/projects/filter-projects';

/**
 * A stand-in for GET /api/projects: searches, filters and sorts `projects` as the server
 * does (the shared comparator), pages them `pageSize` at a time with an offset cursor,
 * and records every query it was asked.
 */
export function pagedProjects(projects: readonly ProjectSummary[], pageSize = 24) {
  const asked: URLSearchParams[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if (url.pathname !== '/api/projects') {
      return Response.json({ error: { code: 'not_found', message: 'No route' } }, { status: 404 });
    }
    asked.push(url.searchParams);
    const sort = url.searchParams.get('sort');
    const matches = filterProjects(projects, {
      search: url.searchParams.get('q') ?? '',
      category: url.searchParams.get('category') ?? 'All',
      sort: isSortOption(sort) ? sort : 'newest',
    });
    const offset = Number(url.searchParams.get('cursor') ?? 0);
    const end = offset + pageSize;
    const page: ProjectPage = {
      projects: matches.slice(offset, end),
      total: matches.length,
      nextCursor: end < matches.length ? String(end) : null,
    };
    return Response.json(page);
  };
  return { fetch, asked };
}
