// `npm test`: typecheck, lint, format, then every test layer in order, stopping at the
// first failing step, and closing with one summary line: "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { childEnv, root } from './lib/local-env.mjs';

const reports = path.join(root, 'reports', 'test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestLayer = (name, { label = name, only = [], exclude = [] } = {}) => ({
  name: `${label} tests`,
  command: 'vitest',
  args: [
    'run',
    '--config',
    `tests/vitest.${name}.config.ts`,
    ...exclude.flatMap((file) => ['--exclude', file]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${label}.json`)}`,
    ...only,
  ],
  report: path.join(reports, `${label}.json`),
});

/**
 * The security-headers suite server-renders the app's pages; a worker the pool starts
 * after it, in the same run, dies with workerd's "WebSocket ... Message is too large"
 * (seen in three whole runs, not understood yet). It runs on its own,
 * after the rest of the worker layer, until that is found.
 */
const PAGE_HEADERS_SUITE = 'tests/worker/security/security-headers.test.ts';

const steps = [
  { name: 'typecheck', command: 'tsc', args: ['-b'] },
  { name: 'lint', command: 'eslint', args: ['.', '--max-warnings', '0'] },
  { name: 'format', command: 'prettier', args: ['--check', '.', '--log-level', 'warn'] },
  vitestLayer('node'),
  vitestLayer('web'),
  vitestLayer('worker', { exclude: [PAGE_HEADERS_SUITE] }),
  vitestLayer('worker', { label: 'worker-page-headers', only: [PAGE_HEADERS_SUITE] }),
  {
    name: 'e2e tests',
    command: 'playwright',
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: path.join(reports, 'e2e.json'),
  },
];

function exec(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: childEnv(step.env),
    });
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Reads passed/failed counts from a vitest or Playwright JSON report. */
function counts(file) {
  if (!file || !existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in json) {
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  }
  const s = json.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let failedStep = null;
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const code = await exec(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report) {
    const c = counts(step.report);
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
    lines.push(`${step.name}: ${c.passed} passed, ${c.failed} failed (${seconds}s)`);
  } else {
    lines.push(`${step.name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
  }
  if (code !== 0) {
    failedStep = step.name;
    if (!step.report) total.failed += 1;
    break;
  }
}

console.log('\n━━ summary ━━');
for (const line of lines) console.log(line);
if (failedStep) console.log(`stopped at: ${failedStep}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
