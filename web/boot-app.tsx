/**
 * Starts the React app: hydrates a prerendered page or renders from scratch. Loaded by
 * web/main.tsx with a dynamic import, so a prerendered page paints before any of this
 * (React, Chakra, the router, the session) is even downloaded.
 */
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';

/** Resolves once the router has loaded the lazy chunks of the current URL's routes. */
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
 * Renders its child unchanged and tells the caller when the first commit (hydration) is
 * done. A wrapper, not a sibling: a sibling would shift every useId and break hydration.
 * A layout effect, the wrapper's running after every child's: the caller hands the
 * visitor's early edits to the app (web/lib/deferred-boot.ts) before any passive effect
 * can render a field again with its old state.
 */
function OnCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates the prerendered HTML once the route's chunks are in, so the first client
 * render matches it. Inside a transition React yields to the browser every few
 * milliseconds instead of blocking the main thread for the whole tree.
 */
export async function hydrateApp(
  container: HTMLElement,
  beforeHydrate: () => void = () => {},
  /** Called in the first commit, synchronously (see OnCommit). */
  hydrated: () => void = () => {},
): Promise<void> {
  await routerReady();
  beforeHydrate();
  await new Promise<void>((resolve) => {
    const committed = () => {
      hydrated();
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <OnCommit onCommit={committed}>
            <App />
          </OnCommit>
        </StrictMode>,
      );
    });
  });
}

/**
 * Renders the app into an empty (or non-matching prerendered) root. In a transition, as
 * hydration is: React renders the tree in slices and yields to the browser between them,
 * so a client-rendered page (a dashboard) does not block the main thread for its whole
 * first render.
 */
export function renderApp(container: HTMLElement): void {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
