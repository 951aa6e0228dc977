import { useCallback } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProjectCategory } from '../../../../shared/api';
import { projectListSearch, type ProjectPage } from '../../../../shared/discover-query';
import { apiPaths } from '../../../../shared/routes';
import { apiFetch } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query-key';
import { notFromThisPage } from '../../../lib/page-answers';
import { ALL_CATEGORIES, type ProjectFilters } from '../filter-projects';

/** The /api path of one page of Discover's results (the first page without a cursor). */
export function projectPagePath(filters: ProjectFilters, cursor: string | null = null): string {
  return `${apiPaths.projects}${projectListSearch({
    q: filters.search,
    ...(filters.category !== ALL_CATEGORIES
      ? { category: filters.category as ProjectCategory }
      : {}),
    sort: filters.sort,
    ...(filters.lead ? { lead: true } : {}),
    cursor,
  })}`;
}

/**
 * How long an answer counts as current: the answer a choice started at the input is not
 * asked for again when the URL shows the choice a render later, nor is a view the
 * visitor goes back to moments after leaving it.
 */
const ANSWER_FRESH_MS = 10_000;

/** The query of Discover's results for `filters`, shared by the list and its prefetch. */
function projectPagesQuery(filters: ProjectFilters) {
  const firstPath = projectPagePath(filters);
  return infiniteQueryOptions({
    // Its own key shape: a list of pages, never confused with a plain /api answer.
    queryKey: [...apiQueryKey(firstPath), 'pages'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ProjectPage>(projectPagePath(filters, pageParam), { signal }),
    getNextPageParam: (last: ProjectPage) => last.nextCursor,
    staleTime: ANSWER_FRESH_MS,
  });
}

/**
 * GET /api/projects, page by page, for Discover's filters: the server searches, filters,
 * sorts and pages; "Load more" asks for the page after the last one's cursor. A changed
 * filter keeps the previous results on screen until the new first page arrives (no
 * flash of skeletons); the page's server render brings the first page.
 */
export function useProjectPages(filters: ProjectFilters) {
  return useInfiniteQuery({
    ...projectPagesQuery(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: notFromThisPage,
  });
}

/**
 * Starts the server's answer for filters the visitor has just chosen, at the input itself:
 * the list asks for the same query once the URL shows the choice, a render later, and
 * finds it on its way instead of starting it then.
 */
export function usePrefetchProjectPages(): (filters: ProjectFilters) => void {
  const client = useQueryClient();
  return useCallback(
    (filters: ProjectFilters) => void client.prefetchInfiniteQuery(projectPagesQuery(filters)),
    [client],
  );
}
