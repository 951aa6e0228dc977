/**
 * The chunks a rendered page needs, named in its head as `modulepreload` links, so the
 * browser fetches them beside the app's entry script instead of after that script has run
 * and asked for them: the page hydrates (and answers a click) sooner
 * (docs/architecture.md#one-start-path).
 */

/** One module of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: source module (relative to web/) → its chunk. */
export type BuildManifest = Record<string, ManifestChunk>;

/** Where `vite build` writes it (vite.config.ts, build.manifest), inside the assets. */
export const BUILD_MANIFEST_PATH = '/.vite/manifest.json';

/** Every chunk file `key` needs, itself first: its chunk and the chunks it imports. */
function collectChunkFiles(manifest: BuildManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunkFiles(manifest, imported, into);
}

/**
 * The chunk files of `modules` and of what they import, less the entry's own (the shell
 * already loads those with its script tag and Vite's own preload links).
 */
export function chunkFilesToPreload(manifest: BuildManifest, modules: readonly string[]): string[] {
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectChunkFiles(manifest, key, entryFiles);
  }
  const files = new Set<string>();
  for (const module of modules) collectChunkFiles(manifest, module, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

/** The head tags for those files (paths as the shell's own script tag names them). */
export function modulePreloadTags(files: readonly string[]): string[] {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}
