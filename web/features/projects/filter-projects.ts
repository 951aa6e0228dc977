import { DISCOVER_SORTS, type DiscoverSort, type ProjectSummary } from '../../../shared/api';
import { PROJECT_CATEGORIES } from '../../../shared/project-categories';
import { ALL_CATEGORIES } from './match-projects';

export {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  isSortOption,
  matchProjects as filterProjects,
  type ProjectFilters,
} from './match-projects';

/** Sort options of Discover, in the order the selector lists them (defined in shared/api). */
export const SORT_OPTIONS = DISCOVER_SORTS;
export type SortOption = DiscoverSort;

export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  mostFunded: 'Most funded',
  leastFunded: 'Least funded',
  leadFirst: 'Lead investor first',
};

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
