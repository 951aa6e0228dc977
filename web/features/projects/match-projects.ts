/**
 * Discover's filters applied to projects already in the browser: the search, the category,
 * "has a lead investor" and the order, as the server applies them (docs/product.md#discover-search-category-and-sort).
 * The instant answer Discover shows while the server's is on its way.
 */
import {
  compareProjectsBy,
  DISCOVER_SORTS,
  type DiscoverSort,
  type ProjectSummary,
} from '../../../shared/api';

/** The chip that shows every category (docs/product.md#discover-search-category-and-sort). */
export const ALL_CATEGORIES = 'All';
export const DEFAULT_SORT: DiscoverSort = 'newest';

export interface ProjectFilters {
  /** Free text; matched case-insensitively against title, tagline and description. */
  search: string;
  /** A category name, or 'All'. */
  category: string;
  sort: DiscoverSort;
  /** Only projects whose round has a lead investor who accepted. */
  lead: boolean;
}

/** The filters of a Discover without a query string. */
export const NO_FILTERS: ProjectFilters = {
  search: '',
  category: ALL_CATEGORIES,
  sort: DEFAULT_SORT,
  lead: false,
};

/**
 * A count with thousands separators ('1,234'), without Intl: the first toLocaleString call
 * on a page loads the locale data, which took longer than a whole first click at 4× CPU.
 */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '1 project', '12 projects', '1,234 projects'. */
export function projectCount(n: number): string {
  return n === 1 ? '1 project' : `${formatCount(n)} projects`;
}

export function isSortOption(value: string | null | undefined): value is DiscoverSort {
  return (DISCOVER_SORTS as readonly string[]).includes(value ?? '');
}

export function sameFilters(a: ProjectFilters, b: ProjectFilters): boolean {
  return (
    a.search.trim() === b.search.trim() &&
    a.category === b.category &&
    a.sort === b.sort &&
    a.lead === b.lead
  );
}

function matchesSearch(project: ProjectSummary, needle: string): boolean {
  if (!needle) return true;
  return [project.title, project.tagline, project.description].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The projects Discover shows for the given filters: search over title, tagline and
 * description (case-insensitive, surrounding spaces ignored), then the category, then the
 * sort. Ties keep the input's order, and the input array is never mutated.
 */
export function matchProjects(
  projects: readonly ProjectSummary[],
  filters: ProjectFilters,
): ProjectSummary[] {
  const needle = filters.search.trim().toLowerCase();
  return projects
    .filter((project) => matchesSearch(project, needle))
    .filter(
      (project) => filters.category === ALL_CATEGORIES || project.category === filters.category,
    )
    .filter((project) => !filters.lead || project.hasLead === true)
    .sort(compareProjectsBy(filters.sort));
}
