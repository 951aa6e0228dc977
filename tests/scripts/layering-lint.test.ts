import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

/** Errors of one rule for `code` linted as if it were the repository file `filePath`. */
async function ruleErrors(ruleId: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId);
}

const layering = (filePath: string, code: string) =>
  ruleErrors('import-x/no-restricted-paths', filePath, code);

/**
 * These tests run the real ESLint with typed rules: each lint of a new path can build a
 * TypeScript program, which takes seconds on a busy two-core machine. They check what the
 * rules decide, not how fast, so they get a generous timeout.
 */
const LINT_TIMEOUT = { timeout: 60_000 };

describe('layers inside web/ (app → pages → features → components/lib)', LINT_TIMEOUT, () => {
  it.each([
    // A feature importing another feature.
    ['web/features/admin-review/x.tsx', "import { ProjectCard } from '../projects/project-card';"],
    ['web/features/projects/x.ts', "import { LoginForm } from '../auth/login-form';"],
    // A lower layer importing an upper one.
    ['web/lib/x.ts', "import { ProjectCard } from '../features/projects/project-card';"],
    ['web/components/x.tsx', "import { HomePage } from '../pages/public/home-page';"],
    ['web/features/projects/x.ts', "import { routes } from '../../app/routes';"],
    ['web/pages/public/x.ts', "import { routes } from '../../app/routes';"],
  ])('refuses the import in %s', async (filePath, code) => {
    expect(await layering(filePath, `${code}\nexport const a = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ['web/features/projects/x.ts', "import { ProjectCard } from './project-card';"],
    ['web/features/projects/x.ts', "import { LoadError } from '../../components/load-error';"],
    [
      'web/pages/public/x.ts',
      "import { ProjectCard } from '../../features/projects/project-card';",
    ],
    ['web/app/x.ts', "import { HomePage } from '../pages/public/home-page';"],
  ])('allows the downward import in %s', async (filePath, code) => {
    expect(await layering(filePath, `${code}\nexport const a = 1;\n`)).toHaveLength(0);
  });
});

describe('import cycles', LINT_TIMEOUT, () => {
  // A cycle needs two real files, so they live in a scratch folder linted with the
  // repository's config (never in the shared work tree).
  const scratch = mkdtempSync(join(tmpdir(), 'cycle-lint-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const scratchLint = new ESLint({
    cwd: scratch,
    overrideConfigFile: join(cwd, 'eslint.config.js'),
  });

  async function cycleErrors(folder: string, a: string, b: string) {
    mkdirSync(join(scratch, folder), { recursive: true });
    writeFileSync(join(scratch, folder, 'a.ts'), a);
    writeFileSync(join(scratch, folder, 'b.ts'), b);
    const [result] = await scratchLint.lintFiles([`${folder}/a.ts`]);
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
  }

  it.each(['web/lib', 'shared', 'machines/x', 'worker/x'])(
    'fails on a cycle in %s',
    async (folder) => {
      const errors = await cycleErrors(
        folder,
        "import { b } from './b';\nexport const a = () => b;\n",
        "import { a } from './a';\nexport const b = () => a;\n",
      );
      expect(errors).toHaveLength(1);
    },
  );

  it('ignores a cycle made only of type imports', async () => {
    const errors = await cycleErrors(
      'web/types',
      "import type { B } from './b';\nexport interface A { b?: B }\n",
      "import type { A } from './a';\nexport interface B { a?: A }\n",
    );
    expect(errors).toHaveLength(0);
  });
});
