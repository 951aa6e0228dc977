import { matchRoutes, type RouteObject } from 'react-router';

/** What the prefetch needs of the app's router: its route table, lazy routes not yet loaded. */
interface RoutedApp {
  readonly routes: readonly RouteObject[];
}

/** The events that say a person is about to follow a link: a pointer over it, focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Loads a link's route chunks as soon as a person shows they mean to follow it, so the
 * click finds its screen's code already fetched and evaluated instead of starting on it.
 * React Router's own `<Link prefetch="intent">` is framework mode only; in data mode the
 * router loads a lazy route on navigation, so this calls the same `lazy` earlier (the
 * module's dynamic import is cached, so the router's own call then resolves at once).
 * One delegated listener covers every same-origin link, the app's and the server-rendered
 * markup's, before and after hydration. Returns the function that removes it.
 */
export function prefetchRoutesOnIntent(app: RoutedApp, doc: Document): () => void {
  const started = new WeakSet<RouteObject>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
      return;
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== new URL(doc.baseURI).origin) return;
    for (const { route } of matchRoutes([...app.routes], url.pathname) ?? []) {
      if (typeof route.lazy !== 'function' || started.has(route)) continue;
      started.add(route);
      // A failed fetch is not this listener's to report: the navigation calls `lazy`
      // again and its error screen says what went wrong.
      route.lazy().catch(() => started.delete(route));
    }
  };
  for (const type of INTENT_EVENTS)
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
