/**
 * The browser half of the one start path (docs/architecture.md#one-start-path): the
 * worker rendered this page (web/entry-server.tsx) for the session it resolved, with the
 * /api answers it used inlined; `startApp` hydrates that markup in place with the same
 * tree. The cache starts from those answers and the session machine from that session, so
 * the first render here is the server's and nothing is drawn twice.
 *
 * The page's start script (worker/pages/start-script.ts) imports the rendered routes'
 * modules (and with them this entry), then hands them to `startApp`: the router resolves
 * those routes at once, so hydration begins before DOMContentLoaded and a click after the
 * load event always meets a page React listens on.
 */
import { StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { adoptEvaluatedModules } from './app/lazy-route';
import { createAppRouter, type AppRouter } from './app/router';
import { prefetchRoutesOnIntent } from './app/route-prefetch';
import { createQueryClient } from './lib/query-client';
import { readBootPayload, sessionStartOf } from './lib/boot-payload';
import { forgetPageAnswers, hydratePageAnswers } from './lib/page-answers';
import { adoptTypedValues } from './lib/typed-before-hydration';
import { markShellHydrated } from './lib/page-hydration';
import { START_EVENT, START_SCRIPT_ID } from '../shared/document-render';

/**
 * The router has resolved the URL's lazy routes: with the start script's modules adopted,
 * within microtasks of its creation, before any other task runs.
 */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Runs `hydrated` in the commit that hydrates the shell (the page's parts hydrate later,
 * web/components/hydration-part.tsx): a layout effect, before the re-render that follows
 * hydration (parts that differ once live, useHydrated) gives a controlled field its state
 * again, which would erase what was typed. A wrapper, not a sibling: a sibling would shift
 * every useId and break hydration.
 */
function OnHydrated({ hydrated, children }: { hydrated: () => void; children: ReactNode }) {
  useLayoutEffect(hydrated, [hydrated]);
  // Every component of the shell has run its effects (a parent's run after its children's).
  // Once every part has too, the page is the app's: said on <html> (page-hydration.ts).
  useEffect(markShellHydrated, []);
  return children;
}

/**
 * Hydrates the page. `routeModules` are the rendered routes' modules the start script
 * evaluated (source path relative to web/ → exports).
 */
function startApp(routeModules: Readonly<Record<string, unknown>>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const root = container;
  adoptEvaluatedModules(routeModules);
  const router = createAppRouter();
  // From the first moment, before hydration too: a link hovered early still warms its screen.
  prefetchRoutesOnIntent(router, document);

  const boot = readBootPayload(document);
  const queryClient = createQueryClient();
  hydratePageAnswers(queryClient, boot.queries);
  const loadedAt = router.state.location.key;
  const stopWatching = router.subscribe(({ location }) => {
    if (location.key === loadedAt) return;
    forgetPageAnswers();
    stopWatching();
  });

  const typedValuesAdopted = () => adoptTypedValues(root);
  void routerReady(router).then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <OnHydrated hydrated={typedValuesAdopted}>
          <App router={router} queryClient={queryClient} session={sessionStartOf(boot.session)} />
        </OnHydrated>
      </StrictMode>,
    );
  });
}

// A page the worker rendered carries a start script, which runs after this module (it
// imports the route modules, which import this entry's chunk) and hands them over. A page
// without one (Vite's development server, no build manifest) starts at once, its routes
// imported as they match.
if (document.getElementById(START_SCRIPT_ID)) {
  document.addEventListener(
    START_EVENT,
    (event) => startApp((event as CustomEvent<Record<string, unknown>>).detail),
    { once: true },
  );
} else {
  startApp({});
}
