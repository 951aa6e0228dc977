import { useEffect } from 'react';

/**
 * Lets a screen start loading another screen's code before it navigates there, without
 * knowing the route table (web/ layers: features and pages do not import web/app). The
 * app serves it once its router exists (web/app/route-prefetch.ts); until then, and in
 * a server render, a warm-up does nothing and the navigation loads the code as usual.
 */

/** How much of a path's routes to load: all of them, or only the layouts above its page. */
export type WarmDepth = 'page' | 'layouts';

type RouteWarmer = (path: string, depth: WarmDepth) => void;

let warmer: RouteWarmer | null = null;

/** Serves warm-ups with `serve`; returns the function that stops it. */
export function serveRouteWarmups(serve: RouteWarmer): () => void {
  warmer = serve;
  return () => {
    if (warmer === serve) warmer = null;
  };
}

/** Starts loading the code of `path`'s routes (its layouts only, with `depth` 'layouts'). */
export function warmRoute(path: string, depth: WarmDepth = 'page'): void {
  warmer?.(path, depth);
}

/**
 * Warms the code of a screen's few primary destinations once it has hydrated: what React
 * Router's framework mode does for `<Link prefetch="render">` and Next.js for the links
 * in view. Each route's chunk is fetched and evaluated, nothing rendered, so following the
 * link renders at once instead of downloading first. For a handful of links a person is
 * likely to follow (a dashboard's main sections, a project's Invest Now), never a list.
 */
export function useWarmRoutes(paths: readonly string[]): void {
  const key = paths.join('\n');
  useEffect(() => {
    for (const path of key.split('\n')) if (path) warmRoute(path);
  }, [key]);
}
