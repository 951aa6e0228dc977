import type { ProjectCategory, ProjectSummary, RecommendedProject } from './api';
import { RECOMMENDED_PROJECT_COUNT } from './constants';

/** What the investor holds, as far as recommending goes: which project, in which category. */
export interface Holding {
  projectId: string;
  projectTitle: string;
  category: ProjectCategory | null;
}

/**
 * Recommended Projects (docs/product.md#investor-dashboard): live projects the investor
 * has not invested in, at most three, each with the reason it is shown. Projects in a
 * category the investor already backs come first ("Finance, like InvoiceHub you
 * hold"), then featured ones, then the rest in the list's order (newest first).
 * `live` must hold live projects only, in the order to fall back to.
 */
export function recommendFor(
  live: readonly ProjectSummary[],
  holdings: readonly Holding[],
  count = RECOMMENDED_PROJECT_COUNT,
): RecommendedProject[] {
  const held = new Set(holdings.map((h) => h.projectId));
  const byCategory = new Map<ProjectCategory, string>();
  for (const holding of holdings) {
    if (holding.category && !byCategory.has(holding.category)) {
      byCategory.set(holding.category, holding.projectTitle);
    }
  }
  const reasonOf = (project: ProjectSummary): [rank: number, reason: string] => {
    const like = byCategory.get(project.category);
    if (like) return [0, `${project.category}, like ${like} in your portfolio`];
    if (project.featured) return [1, 'Featured by the LaunchFund team'];
    return [2, 'Newly listed on LaunchFund'];
  };
  return live
    .filter((project) => !held.has(project.id))
    .map((project, order) => ({ project, order, ranked: reasonOf(project) }))
    .sort((a, b) => a.ranked[0] - b.ranked[0] || a.order - b.order)
    .slice(0, count)
    .map(({ project, ranked }) => ({ ...project, reason: ranked[1] }));
}
