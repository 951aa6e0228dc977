import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (m) => m.ruleId === '@typescript-eslint/no-restricted-imports',
  );
}

/**
 * These tests run the real ESLint with typed rules: each lint of a new path can build a
 * TypeScript program, which takes seconds on a busy two-core machine. They check what the
 * rules decide, not how fast, so they get a generous timeout.
 */
const LINT_TIMEOUT = { timeout: 60_000 };

describe('import boundaries (docs/architecture.md, Layout and layering)', LINT_TIMEOUT, () => {
  it.each([
    ['shared/x.ts', "import { app } from '../worker/app';\nexport const a = app;\n"],
    ['shared/x.ts', "import { m } from '../machines/m';\nexport const a = m;\n"],
    ['machines/x/x.ts', "import { useState } from 'react';\nexport const a = useState;\n"],
    ['machines/x/x.ts', "import { app } from '../../worker/app';\nexport const a = app;\n"],
    ['web/x.ts', "import { app } from '../worker/app';\nexport const a = app;\n"],
    ['worker/x.ts', "import { App } from '../web/app/app';\nexport const a = App;\n"],
    ['e2e/x.spec.ts', "import { paths } from '../shared/routes';\nexport const a = paths;\n"],
  ])('refuses a crossing import in %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['machines/x/x.ts', "import { paths } from '../../shared/routes';\nexport const a = paths;\n"],
    ['web/x.ts', "import type { Env } from '../worker/env';\nexport type E = Env;\n"],
    ['worker/x.ts', "import { paths } from '../shared/routes';\nexport const a = paths;\n"],
  ])('allows the permitted direction in %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(0);
  });
});
