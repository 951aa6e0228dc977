/**
 * What a rendered page loads beside the app's entry, and the script that starts the app
 * (docs/architecture.md#one-start-path):
 * - its routes' chunks are imported by the page's start script, an inline module that,
 *   once they are evaluated, hands them to the entry (web/main.tsx) in an event. The
 *   router then resolves the page's routes without a dynamic import of its own, so React
 *   hydrates the page before DOMContentLoaded, not a few tasks after the load event;
 * - what those chunks import is named in `modulepreload` links, so the browser fetches it
 *   beside the entry instead of after the chunks that need it.
 */
import { inlineJson } from '../../shared/document-html';
import { START_EVENT, START_SCRIPT_ID } from '../../shared/document-render';

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

/** A route module the page's start script imports: its source path and its chunk file. */
export interface RouteChunk {
  module: string;
  file: string;
}

/** What a page loads beside the entry: its routes' chunks, and the chunks they import. */
export interface PageChunks {
  routes: RouteChunk[];
  imports: string[];
}

/**
 * The chunks of the route `modules` and the chunk files they import, less the entry's own
 * (the shell already loads those with its script tag and Vite's own preload links).
 */
export function pageChunks(manifest: BuildManifest, modules: readonly string[]): PageChunks {
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectChunkFiles(manifest, key, entryFiles);
  }
  const files = new Set<string>();
  for (const module of modules) collectChunkFiles(manifest, module, files);
  const routes = [...new Set(modules)].flatMap((module) => {
    const file = manifest[module]?.file;
    return file ? [{ module, file }] : [];
  });
  const routeFiles = new Set(routes.map(({ file }) => file));
  return {
    routes,
    imports: [...files].filter((file) => !entryFiles.has(file) && !routeFiles.has(file)),
  };
}

/**
 * The page's start script: imports each route chunk, then dispatches START_EVENT with
 * them. `nonce` is the response's script nonce (the CSP allows no other inline script).
 */
export function startScript({ routes }: PageChunks, nonce: string): string {
  const imports = routes.map(
    ({ file }, index) => `import*as r${index} from${inlineJson(`/${file}`)};`,
  );
  const detail = routes.map(({ module }, index) => `${inlineJson(module)}:r${index}`).join(',');
  const start = `document.dispatchEvent(new CustomEvent(${inlineJson(START_EVENT)},{detail:{${detail}}}));`;
  return `<script type="module" id="${START_SCRIPT_ID}" nonce="${nonce}">${imports.join('')}${start}</script>`;
}

/** The head tags for a page: preloads of what its routes import, then its start script. */
export function pageScriptTags(chunks: PageChunks, nonce: string): string[] {
  return [
    ...chunks.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    startScript(chunks, nonce),
  ];
}
