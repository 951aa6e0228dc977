import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../shared/document-render';

/** A route's `lazy`: it imports the route's own chunk when the route first matches. */
type LazyLoad = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

/**
 * A route loaded from its own chunk. `modules` names the source files `lazy` imports
 * (relative to web/, as the build's manifest names them; tests/web/app/lazy-routes.test.ts
 * checks they match): the worker preloads their chunks with the page it rendered, so the
 * browser fetches them beside the app's entry instead of after it has run
 * (docs/architecture.md#one-start-path).
 */
export function lazyRoute(
  modules: readonly string[],
  lazy: LazyLoad,
): { lazy: LazyLoad; handle: ChunkHandle } {
  return { lazy, handle: { chunks: modules } };
}
