// `npm start`: build the app's browser code, migrate and seed local D1, serve on
// http://localhost:8787 (the worker renders every page: worker/pages/).
// PORT overrides the port; STATE_DIR points at another local database; SKIP_BUILD=1 reuses dist/.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { childEnv, persistArgs, root, run, stateDir } from './lib/local-env.mjs';

const port = process.env.PORT ?? '8787';

// The e2e suite asks for a fresh database so every run starts from the same seed.
if (process.env.E2E_FRESH_STATE === '1') rmSync(stateDir(), { recursive: true, force: true });

if (process.env.SKIP_BUILD !== '1') {
  await run('vite', ['build', '--logLevel', 'warn']);
}
await run('node', ['scripts/prepare-local.mjs']);

console.log(`[start] serving on http://localhost:${port}`);
const server = spawn(
  'wrangler',
  [
    'dev',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    // Exposes /__scheduled, through which the timer below runs the Worker's own
    // `scheduled` handler (the closing job), as the Cron Trigger does when deployed.
    '--test-scheduled',
    ...persistArgs(),
  ],
  // The worker renders every page with React: its production build, as deployed (wrangler
  // bundles development builds for `wrangler dev` unless NODE_ENV says otherwise).
  {
    cwd: root,
    stdio: 'inherit',
    env: childEnv({ NODE_ENV: process.env.NODE_ENV ?? 'production' }),
  },
);
// The Cron Trigger of wrangler.toml does not fire under `wrangler dev`: call the same
// handler every CLOSING_INTERVAL_SECONDS (default 60; 0 turns it off).
const closingEvery = Number(process.env.CLOSING_INTERVAL_SECONDS ?? '60') * 1000;
const closing =
  closingEvery > 0
    ? setInterval(() => {
        fetch(`http://127.0.0.1:${port}/__scheduled?cron=*/5+*+*+*+*`).catch(() => {
          // Not listening yet (or stopping): the next tick tries again.
        });
      }, closingEvery)
    : null;
const stop = () => {
  if (closing) clearInterval(closing);
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
