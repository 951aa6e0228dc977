/**
 * The folder-level import graph of the product code, and its cycles.
 *
 * A folder is a file's first two path segments (`worker/closing`, `shared/api.ts`): the
 * unit a newcomer reads as one concern. ESLint's `import/no-cycle` sees only file-level
 * cycles; two folders that import each other through different files pass it. This reads
 * every import (type-only and dynamic ones included: each is a dependency a reader must
 * follow) with the TypeScript compiler already in the stack, resolved as `tsc` resolves
 * it, so no second tool (madge, dependency-cruiser) and no second reading of the
 * tsconfig is needed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The product code's roots: what ships, not the tests and tools around it. */
export const PRODUCT_ROOTS = ['shared', 'machines', 'worker', 'web'] as const;

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `worker/closing/settle.ts` → `worker/closing`; `worker/app.ts` → `worker/app.ts`. */
export function folderOf(relativePath: string): string {
  return relativePath.split(path.sep).join('/').split('/').slice(0, 2).join('/');
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** One import that crosses folders: the file that imports and the file it reaches. */
export interface CrossingImport {
  from: string;
  to: string;
}

/** Folder → (imported folder → the imports that make the edge); own folder left out. */
export type FolderGraph = Map<string, Map<string, CrossingImport[]>>;

export function folderGraph(root: string, roots: readonly string[] = PRODUCT_ROOTS): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const top of roots) {
    for (const file of sourceFiles(path.join(root, top))) {
      const fromFile = path.relative(root, file);
      const from = folderOf(fromFile);
      const edges = graph.get(from) ?? new Map<string, CrossingImport[]>();
      graph.set(from, edges);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys)
          .resolvedModule?.resolvedFileName;
        if (!resolved || resolved.includes(`${path.sep}node_modules${path.sep}`)) continue;
        const toFile = path.relative(root, resolved);
        if (toFile.startsWith('..')) continue;
        const to = folderOf(toFile);
        if (to === from) continue;
        const imports = edges.get(to) ?? [];
        edges.set(to, imports);
        imports.push({ from: fromFile, to: toFile });
      }
    }
  }
  return graph;
}

/**
 * Every strongly connected group of two or more folders (Tarjan), each sorted: a group
 * is one or more cycles, and its edges (`graph`) name the imports to cut.
 */
export function folderCycles(graph: FolderGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}
