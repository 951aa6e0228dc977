import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { DiscoverSort, ProjectSummary } from '../../../shared/api';
import { LoadError } from '../../components/load-error';
import { usePrefetchProjectPages, useProjectPages } from './api/get-project-pages';
import { CategoryChips } from './category-chips';
import { ALL_CATEGORIES, DISCOVER_CATEGORIES, type ProjectFilters } from './filter-projects';
import { formatCount, matchProjects, projectCount } from './match-projects';
import { NoProjects } from './no-projects';
import { ProjectGrid, ProjectGridSkeleton } from './project-grid';
import { SearchBox } from './search-box';
import { LeadFilter } from './lead-filter';
import { SortSelect } from './sort-select';
import { useDiscoverParams } from './use-discover-params';

/** How long typing must pause before the search (URL and server query) follows. */
export const SEARCH_DEBOUNCE_MS = 250;

const equal = (a: ProjectFilters, b: ProjectFilters) =>
  a.search === b.search && a.category === b.category && a.sort === b.sort && a.lead === b.lead;

interface Pool {
  /** Every project any answer of this view held, by id. */
  byId: Map<string, ProjectSummary>;
  /** How many live projects there are (an unfiltered answer's total), once known. */
  live: number | null;
}

/**
 * Discover's filters and results. The filters live in the URL; the server searches,
 * filters, sorts and pages, and "Load more" appends the next page. A change shows at once:
 * until the server's answer for it arrives, the projects already here are filtered and
 * sorted in the browser (and said to be partial unless they are every live project).
 */
export function DiscoverView() {
  const { filters, commit, clearFilters } = useDiscoverParams();
  // What the visitor chose that the URL does not show yet (typing is written after a pause).
  const [ahead, setAhead] = useState<ProjectFilters | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The choice last written to the URL, until the URL shows it.
  const writing = useRef<ProjectFilters | null>(null);
  const [seen, setSeen] = useState(filters);
  if (!equal(seen, filters)) {
    setSeen(filters);
    // The URL caught up, or moved elsewhere (Back, a shared link): it wins, unless the
    // visitor has typed on since it was written, or it is on its way to the choice shown.
    const onItsWay = ahead !== null && writing.current !== null && equal(writing.current, ahead);
    if (ahead && (equal(ahead, filters) || (typing.current === undefined && !onItsWay)))
      setAhead(null);
  }
  const shown = ahead ?? filters;

  const list = useProjectPages(filters);
  const [pool, setPool] = useState<Pool>({ byId: new Map(), live: null });
  const [pooled, setPooled] = useState<typeof list.data>(undefined);
  if (list.data && list.data !== pooled) {
    setPooled(list.data);
    const byId = new Map(pool.byId);
    for (const page of list.data.pages) for (const p of page.projects) byId.set(p.id, p);
    const unfiltered =
      !list.isPlaceholderData &&
      filters.search.trim() === '' &&
      filters.category === ALL_CATEGORIES &&
      !filters.lead;
    setPool({ byId, live: unfiltered ? (list.data.pages[0]?.total ?? null) : pool.live });
  }

  useLayoutEffect(() => () => clearTimeout(typing.current), []);
  // Back or Forward: the URL wins, unless the visitor is still typing. Not left to the
  // comparison above: a choice whose navigation React had not rendered yet when the
  // visitor went back (a quick sort, then Back) leaves the filters as they were, so
  // nothing would change there and the choice would stay on screen over the URL's.
  useEffect(() => {
    const followHistory = () => {
      if (typing.current !== undefined) return;
      writing.current = null;
      setAhead(null);
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);

  // Stable handlers (they read the newest state from refs), so the memoised chips and
  // sort are not drawn again on every keystroke.
  const prefetch = usePrefetchProjectPages();
  // `urlSearch` is the search the URL has or is about to have: a search written at once
  // counts before the router has rendered it, so the next keystroke replaces its entry.
  const latest = useRef({
    shown,
    urlSearch: filters.search,
    seenUrlSearch: filters.search,
    commit,
    pool,
  });
  useLayoutEffect(() => {
    const { urlSearch, seenUrlSearch } = latest.current;
    const moved = filters.search !== seenUrlSearch;
    latest.current = {
      shown,
      urlSearch: moved ? filters.search : urlSearch,
      seenUrlSearch: filters.search,
      commit,
      pool,
    };
  });
  const choose = useCallback(
    (change: Partial<ProjectFilters>, pause: boolean) => {
      const { shown: current, urlSearch, commit: write, pool: here } = latest.current;
      const next = { ...current, ...change };
      if (equal(next, current)) return;
      latest.current.shown = next;
      // Typing waits for a pause before it asks the server, unless what is here has nothing
      // to show for it: then only the server can answer, so it is asked at once.
      const nothingHere =
        (here.live === null || here.byId.size < here.live) &&
        matchProjects([...here.byId.values()], next).length === 0;
      const wait = pause && !nothingHere;
      // The server's answer starts with the input, before the screen draws the choice.
      if (!wait) prefetch(next);
      setAhead(next);
      clearTimeout(typing.current);
      typing.current = undefined;
      // Typing replaces the history entry, so Back skips the keystrokes and lands on the
      // view from before the search started (the first character pushes a new entry).
      const replace = pause && urlSearch !== '';
      if (!wait) {
        latest.current.urlSearch = next.search;
        writing.current = next;
        write(next, replace);
        return;
      }
      typing.current = setTimeout(() => {
        typing.current = undefined;
        latest.current.commit(next, replace);
      }, SEARCH_DEBOUNCE_MS);
    },
    [prefetch],
  );
  const onSearch = useCallback((search: string) => choose({ search }, true), [choose]);
  const onSort = useCallback((sort: DiscoverSort) => choose({ sort }, false), [choose]);
  const onCategory = useCallback((category: string) => choose({ category }, false), [choose]);
  const onLead = useCallback((lead: boolean) => choose({ lead }, false), [choose]);
  const clear = () => {
    clearTimeout(typing.current);
    typing.current = undefined;
    writing.current = null;
    setAhead(null);
    clearFilters();
  };

  const answered = Boolean(list.data) && !list.isPlaceholderData && equal(filters, shown);
  const failed = list.status === 'error' && !list.isFetchNextPageError;
  const whole = pool.live !== null && pool.byId.size >= pool.live;
  const projects = answered
    ? (list.data?.pages.flatMap((page) => page.projects) ?? [])
    : matchProjects([...pool.byId.values()], shown);
  const total = answered ? (list.data?.pages[0]?.total ?? 0) : projects.length;
  const ready = answered || (!failed && pool.byId.size > 0);
  const filtered = shown.search !== '' || shown.category !== DISCOVER_CATEGORIES[0] || shown.lead;

  let status = projectCount(total);
  if (answered && projects.length < total) {
    status = `${projectCount(projects.length)} of ${formatCount(total)}`;
  } else if (!answered && !whole) {
    status = `${projectCount(projects.length)} so far, searching all projects…`;
  }

  return (
    <Stack gap="6">
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        <SearchBox value={shown.search} onChange={onSearch} />
        <Flex gap="4" wrap="wrap" align="center">
          <LeadFilter checked={shown.lead} onChange={onLead} />
          <SortSelect value={shown.sort} onChange={onSort} />
        </Flex>
      </Flex>
      <CategoryChips
        categories={DISCOVER_CATEGORIES}
        active={shown.category}
        onSelect={onCategory}
      />
      {list.status === 'pending' && pool.byId.size === 0 && <ProjectGridSkeleton count={6} />}
      {failed && (
        <LoadError
          what="the projects"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      )}
      {ready && (
        <>
          <Text role="status" fontSize="sm" color="fg.muted">
            {status}
          </Text>
          {projects.length > 0 && (
            <ProjectGrid projects={projects} eagerCount={3} headingLevel="h2" />
          )}
          {projects.length === 0 && (answered || whole) && (
            <NoProjects onClear={filtered ? clear : undefined} />
          )}
          {answered && list.isFetchNextPageError && (
            <Text color="fg.error">More projects could not be loaded. {list.error?.message}</Text>
          )}
          {answered && list.hasNextPage && (
            <Flex justify="center">
              <Button
                variant="outline"
                colorPalette="brand"
                loading={list.isFetchingNextPage}
                loadingText="Loading more projects"
                onClick={() => void list.fetchNextPage()}
              >
                Load more projects
              </Button>
            </Flex>
          )}
        </>
      )}
    </Stack>
  );
}
