// The bench's own server: the app as `npm start` serves it (wrangler dev, local D1,
// seeded), on a loopback port and a throwaway state folder so runs never touch the
// developer's database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv, root, run } from '../../lib/local-env.mjs';
import { assertPortFree } from './ports.mjs';
import { writeBenchWranglerConfig } from './wrangler-config.mjs';

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
 * `wrangler dev` on loopback for a bench run: its own config, state folder and vars, in
 * its own process group (so the whole tree can be stopped), output piped to the caller.
 */
export function spawnWranglerDev({ configPath, port, stateDir, vars, env = {} }) {
  return spawn(
    'wrangler',
    [
      'dev',
      '--config',
      configPath,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--persist-to',
      stateDir,
      ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv(env), detached: true },
  );
}

/**
 * Migrates and seeds a fresh local database, then serves dist/client + the worker.
 * `vars` become `--var` overrides (e.g. rate limits lifted for the load runs).
 */
export async function startBenchServer({ port, clientDir, vars = {} }) {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-state-'));
  const configPath = writeBenchWranglerConfig(stateDir, clientDir);
  // React's production build in the worker's page render, as `npm start` and a deploy have.
  const env = { STATE_DIR: stateDir, NODE_ENV: 'production' };
  // The seed reads wrangler.toml, whose assets folder (dist/client) an e2e run may be
  // rebuilding at this moment; a second attempt gets past that race.
  for (let attempt = 1; ; attempt++) {
    try {
      await run('node', ['scripts/prepare-local.mjs'], { env });
      break;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
  // The config no longer sits beside .dev.vars: hand the worker a throwaway JWT secret.
  const secretVars = { AUTH_JWT_SECRET: randomBytes(32).toString('base64url'), ...vars };
  const origin = `http://127.0.0.1:${port}`;
  let child = null;
  let log = '';
  /** Starts wrangler dev on the state folder and waits until it answers. */
  const launch = async () => {
    await assertPortFree(port);
    child = spawnWranglerDev({ configPath, port, stateDir, vars: secretVars, env });
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    try {
      await waitFor(`${origin}/api/health`);
      // An answer from a process that is no longer ours would be somebody else's server.
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`wrangler dev exited (${child.exitCode ?? child.signalCode})`);
    } catch (err) {
      console.error(log.slice(-4000));
      process.kill(-child.pid, 'SIGTERM');
      throw err;
    }
  };
  /** Stops the process group with `signal` and waits for it to exit (5 s at most). */
  const halt = async (signal) => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
  };
  await launch();
  return {
    origin,
    stateDir,
    log: () => log,
    /** A crash: SIGKILL to the whole tree, mid-request, nothing flushed or finished. */
    async kill() {
      await halt('SIGKILL');
    },
    /** Starts the server again on the same database (after `kill` or `stop({ keepState })`). */
    async restart() {
      await halt('SIGTERM');
      await launch();
    },
    async stop({ keepState = false } = {}) {
      await halt('SIGTERM');
      if (!keepState) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
