import { useMemo } from 'react';
import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../shared/api';
import { CategoryChips } from './category-chips';
import { categoryChips, filterProjects } from './filter-projects';
import { NoProjects } from './no-projects';
import { ProjectGrid } from './project-grid';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { useDiscoverParams } from './use-discover-params';

/** Discover's filters and results over a loaded project list; the filters live in the URL. */
export function DiscoverView({ projects }: { projects: readonly ProjectSummary[] }) {
  const { filters, setSearch, setCategory, setSort, clearFilters } = useDiscoverParams();
  const categories = useMemo(() => categoryChips(projects), [projects]);
  const visible = useMemo(() => filterProjects(projects, filters), [projects, filters]);

  return (
    <Stack gap="6">
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        <SearchBox value={filters.search} onChange={setSearch} />
        <SortSelect value={filters.sort} onChange={setSort} />
      </Flex>
      <CategoryChips categories={categories} active={filters.category} onSelect={setCategory} />
      <Text role="status" fontSize="sm" color="fg.muted">
        {visible.length === 1 ? '1 project' : `${visible.length} projects`}
      </Text>
      {visible.length > 0 ? (
        <ProjectGrid projects={visible} eagerCount={3} headingLevel="h2" />
      ) : (
        <NoProjects onClear={projects.length > 0 ? clearFilters : undefined} />
      )}
    </Stack>
  );
}
