/**
 * The static import graph of the app's source, read with TypeScript: what the browser
 * fetches with a module (type-only imports are erased by the build and not followed).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** One static import: its specifier and the names it takes ('*' for all, or a re-export). */
export interface StaticImport {
  specifier: string;
  names: readonly string[] | '*';
}

/** Whether an import or export declaration is erased from the build (type only). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

function importedNames(node: ts.ImportDeclaration | ts.ExportDeclaration): StaticImport['names'] {
  if (ts.isExportDeclaration(node)) return '*';
  const clause = node.importClause;
  if (!clause) return [];
  const names: string[] = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return '*';
  for (const element of bindings?.elements ?? []) {
    if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
  }
  return names;
}

/** The imports a module makes statically (what the browser fetches with it). */
export function staticImports(file: string): StaticImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((node) =>
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier) &&
    !typeOnly(node)
      ? [{ specifier: node.moduleSpecifier.text, names: importedNames(node) }]
      : [],
  );
}

/** What a module's import points at: the app's file, or the package's specifier. */
function target(specifier: string, from: string): { file: string; inApp: boolean } {
  const resolved = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys).resolvedModule
    ?.resolvedFileName;
  return resolved && !resolved.includes('node_modules')
    ? { file: resolved, inApp: true }
    : { file: specifier, inApp: false };
}

/**
 * What `entry` (relative to the repository) reaches through static imports that `matches`,
 * each as the chain of files that reaches it (the app's files are followed; a package is
 * not).
 */
export function reached(
  entry: string,
  matches: (file: string, names: StaticImport['names']) => boolean,
): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, names } of staticImports(file)) {
      const next = target(specifier, file);
      const step = [...chain, path.relative(root, next.file)];
      if (matches(next.file, names)) found.push(step.join(' → '));
      else if (next.inApp) walk(next.file, step);
    }
  };
  walk(path.join(root, entry), [entry]);
  return found;
}
