import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Worker routes inside workerd, with every D1 migration applied in setup. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'worker/migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(root, 'wrangler.toml') },
        miniflare: {
          // Tests must not depend on a built SPA; an empty assets folder keeps workerd happy.
          assets: { directory: path.join(root, 'tests/worker/fixtures/assets') },
          // Miniflare's R2 for /storage/v1 (wrangler.toml declares the same binding).
          r2Buckets: ['STORAGE'],
          bindings: {
            TEST_MIGRATIONS: migrations,
            AUTH_JWT_SECRET: 'test-only-secret-0123456789abcdef0123456789abcdef',
            DEV_TOOLS: 'true',
          },
        },
      }),
    ],
    // The app's server render, bundled into the worker by name (wrangler.toml [alias]).
    resolve: { alias: { 'launchfund-web-render': path.join(root, 'web/server-entry.ts') } },
    test: {
      name: 'worker',
      root,
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['tests/worker/apply-migrations.ts'],
      testTimeout: 30_000,
      // Off for this suite: with the on-disk module cache, Vitest hands each new test file the
      // whole import graph it has already transformed in one message, and with the web app's
      // server render in that graph the message passes workerd's 1 MiB WebSocket limit. workerd
      // then exits and every later file fails ("Worker exited unexpectedly"). Without it each
      // module is fetched on its own, as the first file's are.
      fsModuleCache: false,
    },
  };
});
