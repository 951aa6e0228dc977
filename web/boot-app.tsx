/**
 * Starts the React app: hydrates a prerendered page or renders from scratch. Loaded by
 * web/main.tsx with a dynamic import, so a prerendered page paints before any of this
 * (React, Chakra, the router, the session) is even downloaded.
 */
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import { onPageDrawn } from './lib/page-drawn';
import { staticPage } from './lib/static-page';

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
  renderInto(container);
}

function renderInto(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/** How long the static page waits for the app's drawing of it before giving way anyway. */
const TAKE_OVER_MAX_MS = 15_000;

/** True once every chart in `container` has drawn (a chart's image has content). */
function chartsDrawn(container: HTMLElement): boolean {
  return [...container.querySelectorAll('[role="img"][aria-label]')].every(
    (chart) => chart.childElementCount > 0,
  );
}

/**
 * Renders the app behind a static page (web/lib/static-page.ts): into its own root laid
 * over the page at the same width, laid out but unseen and out of the pointer's way,
 * until the page's content is drawn (web/lib/page-drawn.ts) with its charts; then the
 * static page goes and the app is the page. The two drawings are the same, so the
 * visitor sees no change and the scroll position holds. Should the app go elsewhere (the
 * route guard's /login), or take too long, it takes the page's place at once.
 * Resolves when it has. Without a static page on screen it renders as renderApp does.
 */
export function renderAppBehind(container: HTMLElement): Promise<void> {
  const page = staticPage();
  if (!page) {
    renderApp(container);
    return Promise.resolve();
  }
  const { pathname } = window.location;
  container.replaceChildren();
  container.style.cssText = 'position:absolute;top:0;left:0;right:0;visibility:hidden';
  return new Promise((resolve) => {
    let done = false;
    const takeOver = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timeout);
      page.remove();
      container.style.cssText = '';
      resolve();
    };
    const whenChartsDrawn = (deadline: number) => {
      if (chartsDrawn(container) || performance.now() > deadline) takeOver();
      else requestAnimationFrame(() => whenChartsDrawn(deadline));
    };
    onPageDrawn(() => whenChartsDrawn(performance.now() + 1000));
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname !== pathname) takeOver();
    });
    const timeout = setTimeout(takeOver, TAKE_OVER_MAX_MS);
    renderInto(container);
  });
}
