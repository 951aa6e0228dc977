import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCycles, folderGraph, folderOf } from '../../scripts/lib/folder-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A throwaway tree of source files, for the graph reader's own checks. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folder-graph-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  made.push(dir);
  return dir;
}
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the folder-level import graph (docs/architecture.md#folders-depend-one-way)', () => {
  it('names a folder by its first two path segments', () => {
    expect(folderOf('worker/closing/settle.ts')).toBe('worker/closing');
    expect(folderOf('worker/app.ts')).toBe('worker/app.ts');
  });

  it('finds a cycle made of type-only and dynamic imports in different files', () => {
    const dir = tree({
      'worker/a/one.ts': "import type { B } from '../b/two';\nexport type A = B;\n",
      'worker/b/two.ts':
        "export type B = string;\nexport const load = () => import('../a/three');\n",
      'worker/a/three.ts': 'export const three = 3;\n',
      'worker/c/leaf.ts': "import { three } from '../a/three';\nexport const c = three;\n",
    });
    const graph = folderGraph(dir, ['worker']);
    expect(folderCycles(graph)).toEqual([['worker/a', 'worker/b']]);
    expect(graph.get('worker/b')?.get('worker/a')).toEqual([
      { from: path.join('worker', 'b', 'two.ts'), to: path.join('worker', 'a', 'three.ts') },
    ]);
  });

  it('passes a graph whose folders depend one way', () => {
    const dir = tree({
      'web/lib/store.ts': 'export const store = 1;\n',
      'web/components/view.tsx': "import { store } from '../lib/store';\nexport const v = store;\n",
    });
    expect(folderCycles(folderGraph(dir, ['web']))).toEqual([]);
  });

  it('has no cycle between the product folders', () => {
    const graph = folderGraph(root);
    const cycles = folderCycles(graph).map((group) => ({
      folders: group,
      // The imports inside the group: the ones to cut or turn around.
      imports: group.flatMap((from) =>
        group.flatMap((to) =>
          (graph.get(from)?.get(to) ?? []).map((edge) => `${edge.from} → ${edge.to}`),
        ),
      ),
    }));
    expect(cycles).toEqual([]);
  });
});
