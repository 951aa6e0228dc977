// The bench server without `wrangler dev`'s development machinery: the worker bundled
// as `wrangler deploy` bundles it, served by workerd through Miniflare's API with the
// same wrangler.toml bindings (D1, R2, static assets and their router) and the same
// local state folder. `wrangler dev` puts a second workerd in front (its ProxyWorker, a
// Durable Object that holds requests while a reload is under way) and logs each request
// through Node; production has neither, so this is the closer measure of the worker's own
// cost. Run as a script (`node workerd.mjs <config> <port> <stateDir> <varsJson>`), it
// serves until it is sent SIGTERM.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv, root, run } from '../../lib/local-env.mjs';

const self = fileURLToPath(import.meta.url);

/** `wrangler deploy --dry-run`: the exact bundle a deploy would upload, in `outDir`. */
export async function bundleWorker(configPath, outDir) {
  await run('wrangler', ['deploy', '--dry-run', '--config', configPath, '--outdir', outDir]);
  return path.join(outDir, 'index.js');
}

/** Starts the served worker in its own process group (stop it with SIGTERM to -pid). */
export function spawnWorkerd({ configPath, port, stateDir, scriptPath, vars }) {
  return spawn(
    'node',
    [self, configPath, String(port), stateDir, scriptPath, JSON.stringify(vars)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv(), detached: true },
  );
}

async function serve([configPath, port, stateDir, scriptPath, varsJson]) {
  const require = createRequire(path.join(root, 'package.json'));
  const { Miniflare, convertV4MiniflareOptions } = require('miniflare');
  const { unstable_getMiniflareWorkerOptions } = require('wrangler');
  // The bundle is one ES module: no module rules (Miniflare 5 refuses to convert them).
  const { modulesRules: _rules, ...workerOptions } =
    unstable_getMiniflareWorkerOptions(configPath).workerOptions;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: Number(port),
      // wrangler dev --persist-to <stateDir> keeps its D1 and R2 under <stateDir>/v3.
      resourcePersistencePath: path.join(stateDir, 'v3'),
      // Miniflare's default logs each request through a Node round trip.
      logRequests: false,
      workers: [
        {
          ...workerOptions,
          name: 'saas-funding-marketplace',
          modules: true,
          scriptPath,
          bindings: { ...workerOptions.bindings, ...JSON.parse(varsJson) },
        },
      ],
    }),
  );
  await mf.ready;
  console.log(`[workerd] serving on http://127.0.0.1:${port}`);
  process.on('SIGTERM', () => {
    mf.dispose().finally(() => process.exit(0));
  });
}

if (process.argv[1] === self) {
  serve(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
