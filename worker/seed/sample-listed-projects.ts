/** The ten listed, live sample projects (docs/product.md#project), two per category. */
import { LISTED_BUSINESS_PROJECTS } from './sample-listed-business';
import { LISTED_TECH_PROJECTS } from './sample-listed-tech';
import type { SampleProject } from './sample-types';

export const LISTED_PROJECTS: SampleProject[] = [
  ...LISTED_TECH_PROJECTS,
  ...LISTED_BUSINESS_PROJECTS,
];
