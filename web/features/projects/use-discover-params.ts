import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  isSortOption,
  type ProjectFilters,
  type SortOption,
} from './filter-projects';

/** Names of Discover's URL search params: /projects?q=ai&category=Finance&sort=oldest */
export const DISCOVER_PARAMS = { search: 'q', category: 'category', sort: 'sort' } as const;

/** Reads Discover's filters from URL search params; unknown or missing values fall back. */
export function filtersFromParams(params: URLSearchParams): ProjectFilters {
  const sort = params.get(DISCOVER_PARAMS.sort);
  return {
    search: params.get(DISCOVER_PARAMS.search) ?? '',
    category: params.get(DISCOVER_PARAMS.category) || ALL_CATEGORIES,
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * Discover's filters live in the URL so a filtered view can be shared, survives reload
 * and Back restores the previous one. Defaults are left out of the URL to keep it short.
 */
export function useDiscoverParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // The search box calls back 250 ms after the last keystroke, with the callback of an
  // earlier render: build on the newest params, or a chip picked meanwhile is undone.
  const latest = useRef(params);
  latest.current = params;

  const update = useCallback(
    (name: string, value: string, fallback: string, replace: boolean) => {
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // Typing replaces the history entry, so Back skips the keystrokes and lands on the view
  // from before the search started (the first character pushes a new entry).
  const setSearch = useCallback(
    (search: string) => update(DISCOVER_PARAMS.search, search, '', filters.search !== ''),
    [update, filters.search],
  );
  const setCategory = useCallback(
    (category: string) => update(DISCOVER_PARAMS.category, category, ALL_CATEGORIES, false),
    [update],
  );
  const setSort = useCallback(
    (sort: SortOption) => update(DISCOVER_PARAMS.sort, sort, DEFAULT_SORT, false),
    [update],
  );
  const clearFilters = useCallback(() => setParams({}, { preventScrollReset: true }), [setParams]);

  return { filters, setSearch, setCategory, setSort, clearFilters };
}
