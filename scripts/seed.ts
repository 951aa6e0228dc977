// Seeds the local D1 (the same database `wrangler dev` serves) with demo accounts and the
// sample history. Idempotent: a second run changes nothing.
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '../worker/env';
import { seedDatabase } from '../worker/seed';

const stateDir = process.env.STATE_DIR ? path.resolve(process.env.STATE_DIR, 'v3') : undefined;
const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  persist: stateDir ? { path: stateDir } : true,
  remoteBindings: false,
});
try {
  const report = await seedDatabase(proxy.env.DB, new Date());
  console.log(`[seed] ${report.summary}`);
} finally {
  await proxy.dispose();
}
