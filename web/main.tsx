import { isPrerenderedPage, prerenderedDataChanged } from './lib/prerendered-data';
import { bootOnIntent, hasStoredSession } from './lib/deferred-boot';
import { restoreTyped } from './lib/native-submit';
import { drawNativeRadios } from './lib/dom-widgets';
import {
  beforeDiscoverHydrates,
  discoverIslandSettled,
  startDiscoverIslandOnPage,
} from './features/projects/discover-island';
import { startDashboardEarly } from './app/early-start';
import { SESSION_ATTRIBUTE } from '../shared/top-bar-script';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

// The app itself is one dynamic import away, so this entry stays a few hundred bytes.
const loadApp = () => import('./boot-app');

// A prerendered public page (scripts/prerender.ts) is complete HTML: a visitor's browser
// hydrates it when they first reach for it, or as soon as its data turns out to have
// changed since it was prerendered. Either way, clicks and edits made while it starts are
// held and replayed.
// Anything else (sign-in, dashboards, pages that were not prerendered) renders from scratch.
if (isPrerenderedPage() && root.firstElementChild) {
  // Evaluating the app's scripts is one long task: the frame that answers the input that
  // started it (a details opening, a menu or tab shown by web/lib/dom-widgets.ts) paints first,
  // and on Discover, the island's answers to the visitor's first keys and clicks.
  const afterNextPaint = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // A radio group in a form the browser sends itself (the Sign up page's role) is drawn
  // from its native radios until the app's radio group owns it (web/lib/dom-widgets.ts).
  const stopDrawingRadios = drawNativeRadios(root);
  const hydrate = (hydrated: () => void) =>
    discoverIslandSettled()
      .then(afterNextPaint)
      .then(loadApp)
      .then(({ hydrateApp }) =>
        hydrateApp(root, beforeDiscoverHydrates, () => {
          stopDrawingRadios();
          hydrated();
        }),
      );
  // A returning signed-in visitor's page already shows their session: the page's inline
  // script filled the top bar with the user it showed last time and set <html
  // data-session="in">, which picks the signed-in rendering of everything that differs
  // (web/components/chosen-by-session.ts), so their app waits for intent as anyone's does
  // and their first click (the top bar's Dashboard link) is not held up behind its start.
  // A stored session the top bar does not remember yet is the app's to show: it starts
  // at once.
  const storedSession = hasStoredSession();
  const sessionUnshown =
    storedSession && document.documentElement.getAttribute(SESSION_ATTRIBUTE) !== 'in';
  // Discover's search, chips and sort answer from the page's own projects until the app
  // takes over (web/features/projects/discover-island.ts; elsewhere it does nothing). Its
  // edits are absolute values, so deferred-boot handing them to the app once it runs (the
  // held chip click, the typed search, the picked sort) sets what the app already took.
  startDiscoverIslandOnPage(root);
  // A page with a form starts at once too, so it is ready before anyone types, unless the
  // form asks to start on intent (data-hydrate-on-intent: the sign-in and contact forms):
  // typing into it is native, focusing it starts the app, which then takes what was typed,
  // and a submit waits for it (web/lib/deferred-boot.ts). On a page that starts on use, a
  // form the browser can send itself (contact, forgot password) never starts it.
  // And a sign-in result in the URL (an email link's or an OAuth return's #access_token=…,
  // #error=…) is the app's to read at once (web/lib/supabase.ts, authStateInBrowser).
  const authResult = /(?:^#|&)(?:access_token|error|error_description)=/.test(location.hash);
  const startNow =
    sessionUnshown ||
    authResult ||
    root.querySelector('form:not([data-hydrate-on-intent])') !== null;
  // A prerendered page's static HTML is all a signed-out visitor needs, so its app starts
  // only when they use a control that needs it (web/lib/deferred-boot.ts, `needsApp`).
  // Reading, scrolling, the menu, the disclosures and the DOM-owned tabs never load it; its
  // links load the next prerendered page; its forms (contact, forgot password, log in) are
  // sent by the browser itself. On Discover the island answers the search, chips and sort
  // from the inlined first page, and reaching for any of them starts the app, which asks
  // the server. A project page's tabs whose content the app fetches (History, Discussion,
  // the SAFE simulator, the live Updates) carry `data-needs-app`
  // (web/features/projects/detail/project-tabs.tsx). A signed-in visitor's app draws their
  // session, so theirs starts on intent.
  const onlyOnUse = !storedSession;
  // A form the browser sent itself whose answer brought the visitor back here with an
  // error (the Log in form's #error=…) gets what they typed back, before the app takes it.
  restoreTyped(root, location.hash);
  bootOnIntent(root, hydrate, { isStale: prerenderedDataChanged, startNow, onlyOnUse });
} else {
  // A dashboard's home with a stored session: its requests and first frames start at once,
  // and the dashboard itself is drawn ahead of the app (web/app/early-start.ts,
  // docs/architecture.md#dashboard-start). The app then starts on the visitor's first
  // move, behind the drawing, and takes its place once its own is the same; clicks made
  // meanwhile are held and replayed, as on a prerendered page. Where the dashboard could
  // not be drawn, the app starts at once.
  let appStarted = false;
  const drawnAhead = startDashboardEarly(root, () => appStarted);
  if (drawnAhead) {
    const startBehind = () => {
      appStarted = true;
      return loadApp().then(({ renderAppBehind }) => renderAppBehind(root));
    };
    bootOnIntent(root, startBehind, { startWhen: drawnAhead.then((drawn) => !drawn) });
  } else {
    // A URL with a query string (/signup?role=creator) gets its page's static HTML too, which
    // the app replaces: nothing may be typed into, or sent from, a form about to go.
    for (const form of root.querySelectorAll('form')) form.inert = true;
    void loadApp().then(({ renderApp }) => renderApp(root));
  }
}
