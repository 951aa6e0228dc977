// The bench's own server: the app as `npm start` serves it (wrangler dev, local D1,
// seeded), on a loopback port and a throwaway state folder so runs never touch the
// developer's database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, root, run } from '../../lib/local-env.mjs';

/** Polls `url` until it answers 200 or `timeoutMs` passes. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/**
 * Migrates and seeds a fresh local database, then serves dist/client + the worker.
 * `vars` become `--var` overrides (e.g. rate limits lifted for the load runs).
 */
export async function startBenchServer({ port, vars = {} }) {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-state-'));
  const env = { STATE_DIR: stateDir };
  await run('node', ['scripts/prepare-local.mjs'], { env });
  const prerender = path.join(root, 'scripts', 'prerender.ts');
  if (existsSync(prerender)) await run('tsx', ['scripts/prerender.ts'], { env });
  const varArgs = Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const child = spawn(
    'wrangler',
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--persist-to',
      stateDir,
      ...varArgs,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv(env), detached: true },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/api/health`);
  } catch (err) {
    console.error(log.slice(-4000));
    process.kill(-child.pid, 'SIGTERM');
    throw err;
  }
  return {
    origin,
    stateDir,
    log: () => log,
    async stop({ keepState = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      if (!keepState) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
