// `npm start`: build the SPA, migrate and seed local D1, serve on http://localhost:8787.
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
// Public pages as static HTML from the seeded data (scripts/prerender.ts). Without them the
// app still works as a plain SPA, so a failure here is a warning, not a stop.
await run('tsx', ['scripts/prerender.ts']).catch((err) => {
  console.warn(`[start] prerendering failed, serving the SPA without it: ${err.message}`);
});

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
    ...persistArgs(),
  ],
  { cwd: root, stdio: 'inherit', env: childEnv() },
);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
