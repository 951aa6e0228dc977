import type { ProjectCategory } from './api';

/**
 * The project categories of docs/product.md#project, in the order the form offers them.
 * A module of their own (re-exported by shared/schemas/project-draft.ts): Discover's
 * chips list them without loading the project schemas and valibot.
 */
export const PROJECT_CATEGORIES = [
  'Developer Tools',
  'Artificial Intelligence',
  'Productivity',
  'Finance',
  'Health & Fitness',
] as const satisfies readonly ProjectCategory[];
