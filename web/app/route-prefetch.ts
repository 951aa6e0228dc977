import { matchRoutes, type RouteObject } from 'react-router';
import { isReadsLoader } from '../lib/route-data';
import { serveRouteWarmups, type WarmDepth } from '../lib/route-warmup';

/** What the prefetch needs of the app's router: its route table, lazy routes not yet loaded. */
interface RoutedApp {
  readonly routes: readonly RouteObject[];
}

/** The events that say a person is about to follow a link: a pointer over it, focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts loading the chunks of every lazy route `path` matches (with `depth` 'layouts',
 * all but the page itself), each once per `started` set: the same `lazy` the router calls
 * on navigation, whose dynamic imports are cached, so the navigation then finds its code
 * fetched and evaluated. A path no route matches loads nothing.
 */
export function prefetchRoutes(
  routes: readonly RouteObject[],
  path: string,
  depth: WarmDepth = 'page',
  started: WeakSet<RouteObject> = new WeakSet(),
): void {
  const matches = matchRoutes([...routes], path) ?? [];
  const wanted = depth === 'layouts' ? matches.slice(0, -1) : matches;
  for (const { route } of wanted) {
    if (typeof route.lazy !== 'function' || started.has(route)) continue;
    started.add(route);
    // A failed fetch is not a prefetch's to report: the navigation calls `lazy` again
    // and its error screen says what went wrong.
    route.lazy().catch(() => started.delete(route));
  }
}

/**
 * Starts the /api reads of the routes `url` matches whose loader names them (`loadReads`,
 * web/lib/route-data.ts), as the navigation would: a person's pointer over a link comes
 * before the click, and the click's own work (the router, the screen's first render)
 * comes before its loader. The reads go into the app's cache, and the navigation's loader
 * finds them there instead of asking again. Nothing else a loader might do runs early.
 */
export function startReadsOnIntent(
  routes: readonly RouteObject[],
  url: URL,
  cause: 'intent' | 'warm-up' = 'intent',
): void {
  for (const { route, params } of matchRoutes([...routes], url.pathname) ?? []) {
    if (!isReadsLoader(route.loader)) continue;
    if (cause === 'warm-up' && !route.loader.withWarmedCode) continue;
    route.loader.startOnIntent(params, url);
  }
}

/**
 * Loads a link's route chunks as soon as a person shows they mean to follow it, so the
 * click finds its screen's code already fetched and evaluated instead of starting on it.
 * React Router's own `<Link prefetch="intent">` is framework mode only; in data mode the
 * router loads a lazy route on navigation, so this calls the same `lazy` earlier (the
 * module's dynamic import is cached, so the router's own call then resolves at once).
 * One delegated listener covers every same-origin link, the app's and the server-rendered
 * markup's, before and after hydration. The app's screens say their own intents through
 * `warmRoute` (web/lib/route-warmup.ts: the sign-in page warms the user's home while the
 * sign-in finishes), served here with the same router; a warmed page whose loader says
 * `withWarmedCode` (the invest flow: its first step shows nothing without its reads) starts
 * its reads then too, as an intent does. Returns the function that stops both.
 */
export function prefetchRoutesOnIntent(app: RoutedApp, doc: Document): () => void {
  const started = new WeakSet<RouteObject>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
      return;
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== new URL(doc.baseURI).origin) return;
    prefetchRoutes(app.routes, url.pathname, 'page', started);
    startReadsOnIntent(app.routes, url);
  };
  for (const type of INTENT_EVENTS)
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  const stopWarmups = serveRouteWarmups((path, depth) => {
    prefetchRoutes(app.routes, path, depth, started);
    if (depth === 'page') startReadsOnIntent(app.routes, new URL(path, doc.baseURI), 'warm-up');
  });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
    stopWarmups();
  };
}
