// The bench server's D1 database, read directly once the server has stopped: the load and
// fault runs check what their requests left behind, not what the API says about it.
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { root } from '../../lib/local-env.mjs';

/** Runs `fn(db)` against the bench database of a STOPPED server in `stateDir`. */
export async function withBenchDatabase(stateDir, fn) {
  const proxy = await getPlatformProxy({
    configPath: path.join(root, 'wrangler.toml'),
    persist: { path: path.join(stateDir, 'v3') },
    remoteBindings: false,
  });
  try {
    return await fn(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}
