import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_CATEGORIES, DEFAULT_SORT, isSortOption, type ProjectFilters } from './filter-projects';

/** Names of Discover's URL search params: /projects?q=ai&category=Finance&sort=oldest&lead=true */
export const DISCOVER_PARAMS = {
  search: 'q',
  category: 'category',
  sort: 'sort',
  lead: 'lead',
} as const;

/** Reads Discover's filters from URL search params; unknown or missing values fall back. */
export function filtersFromParams(params: URLSearchParams): ProjectFilters {
  const sort = params.get(DISCOVER_PARAMS.sort);
  return {
    search: params.get(DISCOVER_PARAMS.search) ?? '',
    category: params.get(DISCOVER_PARAMS.category) || ALL_CATEGORIES,
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
    lead: params.get(DISCOVER_PARAMS.lead) === 'true',
  };
}

/**
 * Discover's filters live in the URL so a filtered view can be shared, survives reload
 * and Back restores the previous one. Defaults are left out of the URL to keep it short.
 */
export function useDiscoverParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // The search is written 250 ms after the last keystroke, with the callback of an
  // earlier render: build on the newest params, so other params are kept.
  const latest = useRef(params);
  latest.current = params;

  /** Writes `next` to the URL; `replace` keeps Back from stopping at every keystroke. */
  const commit = useCallback(
    (next: ProjectFilters, replace: boolean) => {
      setParams(
        () => {
          const out = new URLSearchParams(latest.current);
          const put = (name: string, value: string, fallback: string) => {
            if (value === fallback) out.delete(name);
            else out.set(name, value);
          };
          put(DISCOVER_PARAMS.search, next.search, '');
          put(DISCOVER_PARAMS.category, next.category, ALL_CATEGORIES);
          put(DISCOVER_PARAMS.sort, next.sort, DEFAULT_SORT);
          put(DISCOVER_PARAMS.lead, String(next.lead), 'false');
          return out;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const clearFilters = useCallback(() => setParams({}, { preventScrollReset: true }), [setParams]);

  return { filters, commit, clearFilters };
}
