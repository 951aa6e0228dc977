/**
 * What a public page's static imports (fetched with the page) must not reach:
 * - chart code: nivo and web/components/charts/ load only where a chart is shown (a
 *   dashboard, the project page's Updates tab once chosen);
 * - the session machine: a signed-out visitor's page reads the session without it
 *   (web/lib/session-host.ts); only the screens that work through it import it (the
 *   sign-in, sign-up and new-password pages, through web/lib/session-machine.tsx).
 * The bench measures the same in the browser (`npm run bench -- --only=size`); this reads
 * the source, so it fails in the test run instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const CHART_CODE = /^@nivo\/|[\\/]web[\\/]components[\\/]charts[\\/]/;
const SESSION_MACHINE =
  /^(?:xstate|@xstate\/react)$|[\\/]machines[\\/]session[\\/]session\.machine\.ts$/;

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

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

/** The specifiers a module imports statically (what the browser fetches with it). */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((node) =>
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier &&
    ts.isStringLiteral(node.moduleSpecifier) &&
    !typeOnly(node)
      ? [node.moduleSpecifier.text]
      : [],
  );
}

/** What of `pattern` `entry` reaches through static imports, each as the chain that reaches it. */
function reached(entry: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule
        ?.resolvedFileName;
      const target = resolved && !resolved.includes('node_modules') ? resolved : specifier;
      const step = [...chain, path.relative(root, target)];
      if (pattern.test(target)) found.push(step.join(' → '));
      else if (target === resolved) walk(resolved, step);
    }
  };
  walk(path.join(root, entry), [entry]);
  return found;
}

const publicPages = [
  'web/main.tsx',
  'web/features/layout/public-layout.tsx',
  ...['web/pages/public', 'web/pages/auth'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => `${dir}/${name}`),
  ),
];

/** The pages that work through the session machine, and a page with its own form machine. */
const MACHINE_PAGES = new Set([
  'web/pages/auth/login-page.tsx',
  'web/pages/auth/signup-page.tsx',
  'web/pages/auth/reset-password-page.tsx',
]);
const FORM_MACHINE_PAGES = new Set([
  'web/pages/public/contact-page.tsx',
  'web/pages/auth/forgot-password-page.tsx',
]);

describe('what public pages import', () => {
  it('has the project page among the pages checked', () => {
    expect(publicPages).toContain('web/pages/public/project-detail-page.tsx');
  });

  it.each(publicPages)('%s reaches no chart code through static imports', (entry) => {
    expect(reached(entry, CHART_CODE)).toEqual([]);
  });

  it('finds chart code where a module does import it statically', () => {
    expect(reached('web/features/projects/detail/update-metrics-charts.tsx', CHART_CODE)).toEqual([
      expect.stringContaining('web/components/charts/line-chart.tsx'),
    ]);
  });

  it.each(publicPages.filter((page) => !MACHINE_PAGES.has(page)))(
    '%s reaches no session machine (nor xstate) through static imports',
    (entry) => {
      const found = reached(entry, SESSION_MACHINE);
      // A form's own machine (contact, forgot password) brings xstate, not the session's.
      expect(
        FORM_MACHINE_PAGES.has(entry)
          ? found.filter((chain) => chain.includes('machines/session'))
          : found,
      ).toEqual([]);
    },
  );

  it.each([...MACHINE_PAGES])('%s brings the session machine with it', (entry) => {
    expect(reached(entry, SESSION_MACHINE)).toContainEqual(
      expect.stringContaining('machines/session/session.machine.ts'),
    );
  });
});
