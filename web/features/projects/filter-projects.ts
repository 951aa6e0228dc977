import {
  compareProjectsBy,
  DISCOVER_SORTS,
  type DiscoverSort,
  type ProjectSummary,
} from '../../../shared/api';
import { PROJECT_CATEGORIES } from '../../../shared/schemas/project-draft';

/** Sort options of Discover, in the order the selector lists them (defined in shared/api). */
export const SORT_OPTIONS = DISCOVER_SORTS;
export type SortOption = DiscoverSort;
export const DEFAULT_SORT: SortOption = 'newest';

export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  mostFunded: 'Most funded',
  leastFunded: 'Least funded',
};

/** The chip that shows every category (docs/product.md#discover-search-category-and-sort). */
export const ALL_CATEGORIES = 'All';

export interface ProjectFilters {
  /** Free text; matched case-insensitively against title, tagline and description. */
  search: string;
  /** A category name, or 'All'. */
  category: string;
  sort: SortOption;
}

export function isSortOption(value: string | null | undefined): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value ?? '');
}

/**
 * Discover's chips: 'All' and every category, alphabetically. The server filters, so a
 * chip does not depend on which projects happen to be loaded.
 */
export const DISCOVER_CATEGORIES: readonly string[] = [
  ALL_CATEGORIES,
  ...[...PROJECT_CATEGORIES].sort((a, b) => a.localeCompare(b)),
];

/** 'All' followed by the categories present in the list, each once, alphabetically. */
export function categoryChips(projects: readonly ProjectSummary[]): string[] {
  const present = new Set(projects.map((project) => project.category));
  return [ALL_CATEGORIES, ...[...present].sort((a, b) => a.localeCompare(b))];
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
 * sort. Ties keep the server's order, and the input array is never mutated.
 */
export function filterProjects(
  projects: readonly ProjectSummary[],
  filters: ProjectFilters,
): ProjectSummary[] {
  const needle = filters.search.trim().toLowerCase();
  return projects
    .filter((project) => matchesSearch(project, needle))
    .filter(
      (project) => filters.category === ALL_CATEGORIES || project.category === filters.category,
    )
    .sort(compareProjectsBy(filters.sort));
}
