// Rebuilds every read model of the local D1 from the event log (`npm run db:rebuild`):
// clears the projected tables and replays every event in order. Events are untouched.
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '../worker/env';
import { rebuildReadModels } from '../worker/projections';

const stateDir = process.env.STATE_DIR ? path.resolve(process.env.STATE_DIR, 'v3') : undefined;
const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  persist: stateDir ? { path: stateDir } : true,
  remoteBindings: false,
});
try {
  const report = await rebuildReadModels(proxy.env.DB);
  console.log(`[rebuild] replayed ${report.events} event(s) into ${report.tables.join(', ')}`);
} finally {
  await proxy.dispose();
}
