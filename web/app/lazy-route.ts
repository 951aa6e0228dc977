import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../shared/document-render';

/** A route's `lazy`: it imports the route's own chunk when the route first matches. */
type LazyLoad = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

/** What a route's chunk gives the router: its Component or its element. */
type LazyRouteProps = Pick<RouteObject, 'Component' | 'element'>;

/**
 * The route modules the page's start script evaluated before it started the app
 * (worker/pages/start-script.ts), by source path relative to web/.
 */
const evaluatedModules = new Map<string, unknown>();

/** Adopts the route modules the page's start script imported (web/main.tsx, startApp). */
export function adoptEvaluatedModules(modules: Readonly<Record<string, unknown>>): void {
  for (const [module, exports] of Object.entries(modules)) evaluatedModules.set(module, exports);
}

/**
 * `module`'s exports. Where the page's start script has already evaluated it, they are
 * resolved at once, within the current task: a dynamic `import()` of the same module
 * takes tasks of its own, which would let the load event fire before the app has
 * hydrated the page, and a click in that gap would meet markup nobody listens to.
 * Elsewhere (a later navigation, a prefetch) `load` imports its chunk.
 */
export function routeModule<M>(module: string, load: () => Promise<M>): Promise<M> {
  // The start script imported `module` itself, so its exports are `load`'s (by the
  // build's manifest; tests/web/app/lazy-routes.test.ts checks every name).
  if (evaluatedModules.has(module)) return Promise.resolve(evaluatedModules.get(module) as M);
  return load();
}

/**
 * A route loaded from chunks of its own. `modules` names the source files (relative to
 * web/, as the build's manifest names them) whose exports `lazy` uses, each loaded
 * through `routeModule`: the worker names them in the page it rendered, so the browser
 * fetches and evaluates them beside the app's entry instead of after it has run
 * (docs/architecture.md#one-start-path).
 */
export function lazyRoute(
  modules: readonly string[],
  lazy: LazyLoad,
): { lazy: LazyLoad; handle: ChunkHandle } {
  return { lazy, handle: { chunks: modules } };
}

/** A route whose one module (`module`, imported by `load`) gives it `toRoute`'s props. */
export function lazyModuleRoute<M>(
  module: string,
  load: () => Promise<M>,
  toRoute: (exports: M) => LazyRouteProps,
): { lazy: LazyLoad; handle: ChunkHandle } {
  return lazyRoute([module], async () => toRoute(await routeModule(module, load)));
}
