/**
 * What the browsers and Vite say when a lazily loaded module (a route's page, a tab, a
 * chart) could not be downloaded: a flaky connection, or a deploy that replaced the hashed
 * chunk files while the visitor still had the old app open.
 * Chrome: "Failed to fetch dynamically imported module"; Firefox: "error loading
 * dynamically imported module"; Safari: "Importing a module script failed"; Vite's
 * preload of a chunk's CSS: "Unable to preload CSS"; a script served as HTML:
 * "Failed to load module script".
 */
const CHUNK_LOAD_MESSAGES =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** True if `error` says a module's code could not be downloaded, rather than that it broke. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_MESSAGES.test(error.message);
}
