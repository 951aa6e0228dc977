import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const app = readFileSync(new URL('../../worker/app.ts', import.meta.url), 'utf8');

/** The first argument of every `app.route(…)` in the worker's composition. */
function mountedPaths(source: string): string[] {
  return [...source.matchAll(/\bapp\.route\(\s*([^,\s]+)\s*,/g)].map((match) => match[1] ?? '');
}

describe('the worker mounts each path once (docs/architecture.md#inside-worker)', () => {
  it('reads the mounts', () => {
    expect(mountedPaths("app.route('/a', x);\napp.route(\n  '/b',\n  y,\n);")).toEqual([
      "'/a'",
      "'/b'",
    ]);
    expect(mountedPaths(app)).toContain("'/api/projects'");
  });

  it('has no path mounted by two sub-apps: one domain, one mount', () => {
    const paths = mountedPaths(app);
    expect(paths.filter((path, at) => paths.indexOf(path) !== at)).toEqual([]);
  });
});
