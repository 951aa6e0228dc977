/**
 * The one inline script of a prerendered page (web/lib/prerender-page.ts puts it in the
 * page's head). It shows a signed-in visitor's top bar from the page's first paint: the
 * page's module scripts run only once they have been fetched, after the first paint, so
 * filling the top bar from them showed Log in / Sign up for a moment; and at the end of
 * the body it would run too late as well, since the browser paints the top of a long page
 * while it is still parsing the rest.
 *
 * It fills the prerendered signed-in slots with the user the top bar remembered
 * (web/features/layout/remembered-user.ts, same rules: only while supabase-js's stored
 * session, in its cookie (shared/session-cookie.ts) or still in localStorage, is that user's; anything damaged or unreadable shows the signed-out bar) and
 * sets <html data-session="in">, which picks the signed-in actions.
 *
 * Kept as fixed text because the Content-Security-Policy allows it by its SHA-256 hash
 * (worker/app.ts and web/public/_headers; a test checks the hash), never by
 * 'unsafe-inline'. Any edit to it changes the hash: run the test and copy the new one.
 */
import { SESSION_COOKIE } from './session-cookie';

/** Where the top bar remembers its signed-in user (localStorage). */
export const TOP_BAR_USER_KEY = 'launchfund-top-bar-user';

/** The attribute on <html> that picks which account actions show. */
export const SESSION_ATTRIBUTE = 'data-session';

export const TOP_BAR_SCRIPT = `(function () {
  try {
    var stored = null;
    var name = '${SESSION_COOKIE}';
    var whole = '';
    var chunks = {};
    var cookies = document.cookie.split('; ');
    for (var i = 0; i < cookies.length; i++) {
      var at = cookies[i].indexOf('=');
      var cookie = cookies[i].slice(0, at);
      if (cookie === name) whole = cookies[i].slice(at + 1);
      else if (cookie.indexOf(name + '.') === 0)
        chunks[cookie.slice(name.length + 1)] = cookies[i].slice(at + 1);
    }
    if (!whole) for (var c = 0; chunks[c]; c++) whole += chunks[c];
    if (whole.indexOf('base64-') === 0)
      stored = JSON.parse(atob(whole.slice(7).replace(/-/g, '+').replace(/_/g, '/')));
    for (i = 0; !stored && i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key && key.indexOf('sb-') === 0 && key.slice(-11) === '-auth-token')
        stored = JSON.parse(localStorage.getItem(key) || 'null');
    }
    var user = JSON.parse(localStorage.getItem('${TOP_BAR_USER_KEY}') || 'null');
    if (!stored || !stored.user || !user || user.id !== stored.user.id) return;
    var fields = ['id', 'name', 'initial', 'dashboard'];
    for (var f = 0; f < fields.length; f++) if (typeof user[fields[f]] !== 'string') return;
    var setText = function (selector, text) {
      var found = document.querySelectorAll(selector);
      for (var n = 0; n < found.length; n++)
        if (found[n].textContent !== text) found[n].textContent = text;
    };
    var fill = function () {
      setText('[data-top-bar-name]', user.name);
      setText('[data-top-bar-initial]', user.initial);
      var links = document.querySelectorAll('a[data-top-bar-dashboard]');
      for (var n = 0; n < links.length; n++)
        if (links[n].getAttribute('href') !== user.dashboard)
          links[n].setAttribute('href', user.dashboard);
    };
    document.documentElement.setAttribute('${SESSION_ATTRIBUTE}', 'in');
    // The page is still being parsed (this runs in its head): each part the parser adds
    // is filled before it can be painted, since observers are called before rendering.
    var parsing = new MutationObserver(fill);
    parsing.observe(document.documentElement, { childList: true, subtree: true });
    var done = function () {
      parsing.disconnect();
      fill();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', done);
    else done();
  } catch (e) {
    // storage unavailable or damaged: the signed-out bar stays until the session is restored
  }
})();`;

/** The CSP source that allows TOP_BAR_SCRIPT (and nothing else) to run inline. */
export const TOP_BAR_SCRIPT_CSP_SOURCE = "'sha256-Z/tOkABrAdMToaUJE4HSQ/1eTyJaAUKSKcYfYr9Ly/s='";
