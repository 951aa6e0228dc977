/** The disclosures the seed writes for its sample projects read as a founder would write them. */
import { describe, expect, it } from 'vitest';
import { sampleDisclosureParts } from '../../../worker/seed/sample-disclosures';
import { LISTED_PROJECTS } from '../../../worker/seed/sample-listed-projects';
import { OTHER_PROJECTS } from '../../../worker/seed/sample-other-projects';

const SAMPLES = [...LISTED_PROJECTS, ...OTHER_PROJECTS];

describe('sample disclosures', () => {
  it.each(SAMPLES.map((p) => [p.title, p] as const))(
    '%s names each officer once and its amounts in whole dollars',
    (_title, project) => {
      const { officers = [], useOfProceeds } = sampleDisclosureParts(project);
      const names = officers.map((o) => o.name);
      expect(names).toEqual([...new Set(names)]);
      expect(names[0]).toBe(project.creator.name);
      expect(useOfProceeds?.atGoal).toMatch(/^At the \$[\d,]+ goal: /);
      expect(useOfProceeds?.atMaximum).toMatch(/^At the \$[\d,]+ maximum: /);
    },
  );
});
