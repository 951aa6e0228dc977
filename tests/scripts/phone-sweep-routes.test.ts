import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PATH_PATTERNS } from '../../shared/app-paths';

// e2e/ imports no app code, so the 360 px sweep keeps its own list of paths; this keeps
// that list equal to the route table (shared/app-paths.ts, itself checked against the
// router by tests/web/app/app-paths.test.ts).
const sweep = readFileSync(new URL('../../e2e/phone-overflow.spec.ts', import.meta.url), 'utf8');

/** A path pattern with every parameter alike: `/creator/projects/:id` → `/creator/projects/:`. */
function shapeOf(pattern: string): string {
  return pattern.replace(/\/:[^/]+/g, '/:');
}

/** Every quoted path ('/…') in `source`. */
function quotedPaths(source: string): string[] {
  return [...source.matchAll(/'(\/[^'\s]*)'/g)].map((match) => match[1] ?? '');
}

describe('the 360 px sweep (e2e/phone-overflow.spec.ts) walks every route of the route table', () => {
  it('reads the quoted paths, parameters alike', () => {
    expect(quotedPaths("['/', '/admin/identity/:person', 'x']").map(shapeOf)).toEqual([
      '/',
      '/admin/identity/:',
    ]);
  });

  it('lists every path the app has a screen for', () => {
    const walked = new Set(quotedPaths(sweep).map(shapeOf));
    expect(APP_PATH_PATTERNS.filter((pattern) => !walked.has(shapeOf(pattern)))).toEqual([]);
  });
});
