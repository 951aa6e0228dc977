/**
 * The browser half of the one start path (docs/architecture.md#one-start-path): the
 * worker rendered this page (web/entry-server.tsx) for the session it resolved, with the
 * /api answers it used inlined; this hydrates that markup in place with the same tree.
 * The cache starts from those answers and the session machine from that session, so the
 * first render here is the server's and nothing is drawn twice.
 */
import { StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { prefetchRoutesOnIntent } from './app/route-prefetch';
import { createQueryClient } from './lib/query-client';
import { readBootPayload, sessionStartOf } from './lib/boot-payload';
import { forgetPageAnswers, hydratePageAnswers } from './lib/page-answers';
import { adoptTypedValues } from './lib/typed-before-hydration';
import { HYDRATED_ATTRIBUTE } from '../shared/document-render';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

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

/** The router loads the lazy chunks of the URL's routes before its first render. */
function routerReady(): Promise<void> {
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
 * Runs `hydrated` in the commit that makes the page the app's: a layout effect, before
 * the re-render that follows hydration (parts that differ once live, useHydrated) gives a
 * controlled field its state again, which would erase what was typed. A wrapper, not a
 * sibling: a sibling would shift every useId and break hydration.
 */
function OnHydrated({ hydrated, children }: { hydrated: () => void; children: ReactNode }) {
  useLayoutEffect(hydrated, [hydrated]);
  // Every component's effects have run (a parent's run after its children's): the page is
  // the app's. Said on <html>, for CSS and for tests that drive the app's own controls.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return children;
}

const typedValuesAdopted = () => adoptTypedValues(root);

void routerReady().then(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <OnHydrated hydrated={typedValuesAdopted}>
        <App queryClient={queryClient} session={sessionStartOf(boot.session)} />
      </OnHydrated>
    </StrictMode>,
  );
});
