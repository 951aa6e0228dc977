// Helpers shared by the local scripts (start, dev, seed, e2e): paths, PATH, .dev.vars.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = path.join(root, 'node_modules', '.bin');

/** Environment for child processes: our node_modules/.bin (and so Node 24) first. */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    ...extra,
  };
}

/** Where Miniflare keeps local D1 state: `STATE_DIR` or wrangler's default. */
export function stateDir() {
  return process.env.STATE_DIR
    ? path.resolve(root, process.env.STATE_DIR)
    : path.join(root, '.wrangler', 'state');
}

export function persistArgs() {
  return process.env.STATE_DIR ? ['--persist-to', stateDir()] : [];
}

/**
 * Local secrets live in .dev.vars (git-ignored). The JWT secret is generated once per
 * checkout so no secret is ever committed or baked into a bundle.
 */
export function ensureDevVars() {
  const file = path.join(root, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const lines = current.split('\n').filter(Boolean);
  const has = (key) => lines.some((line) => line.startsWith(`${key}=`));
  const added = [];
  if (!has('AUTH_JWT_SECRET'))
    added.push(`AUTH_JWT_SECRET=${randomBytes(48).toString('base64url')}`);
  if (!has('DEV_TOOLS')) added.push('DEV_TOOLS=true');
  if (added.length > 0) {
    writeFileSync(file, [...lines, ...added].join('\n') + '\n', { mode: 0o600 });
    console.log(`[local] wrote ${added.map((l) => l.split('=')[0]).join(', ')} to .dev.vars`);
  }
}

/** Run a command to completion, inheriting stdio; reject on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv(options.env) });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}
