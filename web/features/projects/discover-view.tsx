import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import { useProjectPages } from './api/get-project-pages';
import { CategoryChips } from './category-chips';
import { DISCOVER_CATEGORIES } from './filter-projects';
import { NoProjects } from './no-projects';
import { ProjectGrid, ProjectGridSkeleton } from './project-grid';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { useDiscoverParams } from './use-discover-params';

const count = (n: number) => (n === 1 ? '1 project' : `${n.toLocaleString('en-US')} projects`);

/**
 * Discover's filters and results. The filters live in the URL; the server searches,
 * filters, sorts and pages, and "Load more" appends the next page.
 */
export function DiscoverView() {
  const { filters, setSearch, setCategory, setSort, clearFilters } = useDiscoverParams();
  const list = useProjectPages(filters);
  const projects = list.data?.pages.flatMap((page) => page.projects) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = filters.search !== '' || filters.category !== DISCOVER_CATEGORIES[0];

  return (
    <Stack gap="6">
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        <SearchBox value={filters.search} onChange={setSearch} />
        <SortSelect value={filters.sort} onChange={setSort} />
      </Flex>
      <CategoryChips
        categories={DISCOVER_CATEGORIES}
        active={filters.category}
        onSelect={setCategory}
      />
      {list.status === 'pending' && <ProjectGridSkeleton count={6} />}
      {list.status === 'error' && !list.isFetchNextPageError && (
        <LoadError
          what="the projects"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <>
          <Text role="status" fontSize="sm" color="fg.muted">
            {projects.length < total
              ? `${count(projects.length)} of ${total.toLocaleString('en-US')}`
              : count(total)}
          </Text>
          {projects.length > 0 ? (
            <ProjectGrid projects={projects} eagerCount={3} headingLevel="h2" />
          ) : (
            <NoProjects onClear={filtered ? clearFilters : undefined} />
          )}
          {list.isFetchNextPageError && (
            <Text color="fg.error">More projects could not be loaded. {list.error?.message}</Text>
          )}
          {list.hasNextPage && (
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
