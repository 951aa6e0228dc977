import { http, HttpResponse } from 'msw';
import type { ProjectSummary } from '../../../shared/api';
import type { ProjectPage } from '../../../shared/discover';
import { filterProjects, isSortOption } from '../../../web/features/projects/filter-projects';

/**
 * A stand-in for GET /api/projects, as an MSW handler: searches, filters and sorts
 * `projects` as the server does (the shared comparator), pages them `pageSize` at a time
 * with an offset cursor, and records every query it was asked.
 */
export function pagedProjects(projects: readonly ProjectSummary[], pageSize = 24) {
  const asked: URLSearchParams[] = [];
  const handler = http.get('*/api/projects', ({ request }) => {
    const { searchParams } = new URL(request.url);
    asked.push(searchParams);
    const sort = searchParams.get('sort');
    const matches = filterProjects(projects, {
      search: searchParams.get('q') ?? '',
      category: searchParams.get('category') ?? 'All',
      sort: isSortOption(sort) ? sort : 'newest',
      lead: searchParams.get('lead') === 'true',
    });
    const offset = Number(searchParams.get('cursor') ?? 0);
    const end = offset + pageSize;
    const page: ProjectPage = {
      projects: matches.slice(offset, end),
      total: matches.length,
      nextCursor: end < matches.length ? String(end) : null,
    };
    return HttpResponse.json(page);
  });
  return { handler, asked };
}
