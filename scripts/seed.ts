// Seeds the local D1 (the same database `wrangler dev` serves) with demo accounts and the
// sample history, and the local R2 with the sample projects' images (worker/seed/images).
// Idempotent: a second run changes nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '../worker/env';
import { seedDatabase } from '../worker/seed';
import { SAMPLE_IMAGE_DIR } from '../worker/seed/sample-image-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = process.env.STATE_DIR ? path.resolve(process.env.STATE_DIR, 'v3') : undefined;
const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  persist: stateDir ? { path: stateDir } : true,
  remoteBindings: false,
});
try {
  const store = proxy.env.STORAGE;
  if (!store) throw new Error('[seed] wrangler.toml has no STORAGE R2 binding');
  const report = await seedDatabase(proxy.env.DB, new Date(), {
    store,
    read: async (file) => new Uint8Array(await readFile(path.join(root, SAMPLE_IMAGE_DIR, file))),
  });
  console.log(`[seed] ${report.summary}`);
} finally {
  await proxy.dispose();
}
