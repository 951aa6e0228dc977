/**
 * The one inline script of a prerendered page (web/lib/prerender-page.ts puts it right
 * after the page's markup). It shows a signed-in visitor's top bar before the page's
 * first paint: the page's module scripts run only once they have been fetched, after the
 * first paint, so filling the top bar from them showed Log in / Sign up for a moment.
 *
 * It fills the prerendered signed-in slots with the user the top bar remembered
 * (web/features/layout/remembered-user.ts, same rules: only while supabase-js's stored
 * session is that user's; anything damaged or unreadable shows the signed-out bar) and
 * sets <html data-session="in">, which picks the signed-in actions.
 *
 * Kept as fixed text because the Content-Security-Policy allows it by its SHA-256 hash
 * (worker/app.ts and web/public/_headers; a test checks the hash), never by
 * 'unsafe-inline'. Any edit to it changes the hash: run the test and copy the new one.
 */
/** Where the top bar remembers its signed-in user (localStorage). */
export const TOP_BAR_USER_KEY = 'launchfund-top-bar-user';

/** The attribute on <html> that picks which account actions show. */
export const SESSION_ATTRIBUTE = 'data-session';

export const TOP_BAR_SCRIPT = `(function () {
  try {
    var stored = null;
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key && key.indexOf('sb-') === 0 && key.slice(-11) === '-auth-token') {
        stored = JSON.parse(localStorage.getItem(key) || 'null');
        break;
      }
    }
    var user = JSON.parse(localStorage.getItem('${TOP_BAR_USER_KEY}') || 'null');
    if (!stored || !stored.user || !user || user.id !== stored.user.id) return;
    var fields = ['id', 'name', 'initial', 'dashboard'];
    for (var f = 0; f < fields.length; f++) if (typeof user[fields[f]] !== 'string') return;
    var fill = function (selector, apply) {
      var found = document.querySelectorAll(selector);
      for (var n = 0; n < found.length; n++) apply(found[n]);
    };
    fill('[data-top-bar-name]', function (el) { el.textContent = user.name; });
    fill('[data-top-bar-initial]', function (el) { el.textContent = user.initial; });
    fill('a[data-top-bar-dashboard]', function (el) { el.setAttribute('href', user.dashboard); });
    document.documentElement.setAttribute('${SESSION_ATTRIBUTE}', 'in');
  } catch (e) {
    // storage unavailable or damaged: the signed-out bar stays until the session is restored
  }
})();`;

/** The CSP source that allows TOP_BAR_SCRIPT (and nothing else) to run inline. */
export const TOP_BAR_SCRIPT_CSP_SOURCE = "'sha256-iUtM4sVpuu+Hi2Vx4tX6B1Sm4JLihcAAY7iB/hWFVI8='";
