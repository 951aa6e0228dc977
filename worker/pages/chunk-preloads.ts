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

/** What a page loads beside the entry: its routes' chunks, and the chunks they import. */
export interface PageChunks {
  routes: string[];
  imports: string[];
}

/**
 * The chunk files of `modules` and of what they import, less the entry's own (the shell
 * already loads those with its script tag and Vite's own preload links).
 */
export function pageChunks(manifest: BuildManifest, modules: readonly string[]): PageChunks {
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectChunkFiles(manifest, key, entryFiles);
  }
  const files = new Set<string>();
  for (const module of modules) collectChunkFiles(manifest, module, files);
  const routes = new Set(modules.flatMap((module) => manifest[module]?.file ?? []));
  const needed = [...files].filter((file) => !entryFiles.has(file));
  return {
    routes: needed.filter((file) => routes.has(file)),
    imports: needed.filter((file) => !routes.has(file)),
  };
}

/**
 * The head tags for them (paths as the shell's own script tag names them). The routes'
 * chunks are module scripts, not only preloads: the browser runs them before
 * DOMContentLoaded, after the entry (document order), so the router's first `lazy()`
 * calls find them evaluated and the page hydrates before the load event.
 */
export function pageChunkTags({ routes, imports }: PageChunks): string[] {
  return [
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...routes.map((file) => `<script type="module" crossorigin src="/${file}"></script>`),
  ];
}
