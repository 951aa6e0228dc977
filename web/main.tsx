import { isPrerenderedPage, prerenderedDataChanged } from './lib/prerendered-data';
import { bootOnIntent, hasStoredSession } from './lib/deferred-boot';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

// The app itself is one dynamic import away, so this entry stays a few hundred bytes.
const loadApp = () => import('./boot-app');

// A prerendered public page (scripts/prerender.ts) is complete HTML: a visitor's browser
// hydrates it when they first reach for it, or as soon as its data turns out to have
// changed since it was prerendered; a signed-in user's right away, so the top bar shows
// their session. Either way, clicks and edits made while it starts are held and replayed.
// Anything else (sign-in, dashboards, pages that were not prerendered) renders from scratch.
if (isPrerenderedPage() && root.firstElementChild) {
  const hydrate = (beforeHydrate?: () => void) =>
    loadApp().then(({ hydrateApp }) => hydrateApp(root, beforeHydrate));
  // A page with a form (Contact) starts at once too, so it is ready before anyone types;
  // none of those pages is on the Lighthouse budget.
  const startNow = hasStoredSession() || root.querySelector('form') !== null;
  bootOnIntent(root, hydrate, prerenderedDataChanged, startNow);
} else {
  void loadApp().then(({ renderApp }) => renderApp(root));
}
