// The bench's own wrangler.toml for a server it starts: the project's, with absolute
// paths (the file is written to a temporary folder) and the bench's assets folder.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../lib/local-env.mjs';

/** Writes `<stateDir>/wrangler.toml` serving `assetsDir`; returns its path. */
export function writeBenchWranglerConfig(stateDir, assetsDir) {
  const config = readFileSync(path.join(root, 'wrangler.toml'), 'utf8')
    .replace(/^main = "(.+)"$/m, (_, p) => `main = "${path.join(root, p)}"`)
    .replace(/^directory = "(.+)"$/m, () => `directory = "${assetsDir}"`)
    .replace(/^migrations_dir = "(.+)"$/m, (_, p) => `migrations_dir = "${path.join(root, p)}"`)
    // The [alias] of the app's server render (every page request imports it).
    .replace(/^("[^"]+") = "(\.\/.+)"$/m, (_, name, p) => `${name} = "${path.join(root, p)}"`);
  const configPath = path.join(stateDir, 'wrangler.toml');
  writeFileSync(configPath, config);
  return configPath;
}
