/**
 * Which of two renderings shows, for parts of a prerendered page that differ for a
 * signed-in visitor (the top bar's actions, a project's invest and follow buttons).
 * While the session is being restored both are in the page, each marked `data-show="in"`
 * or `data-show="out"`, and <html data-session> picks one: the page's inline script sets it
 * from the stored session before the first paint (shared/top-bar-script.ts), the app once
 * it has restored the session (web/features/layout/account-actions.tsx). Once the session is
 * restored a part draws only its session's rendering and needs no choosing.
 */
export const chosenBySession = {
  'html[data-session="in"] &[data-show="out"], html:not([data-session="in"]) &[data-show="in"]': {
    display: 'none',
  },
};

/** The props that let <html data-session> choose a rendering, while the session is being restored. */
export function choiceWhileRestoring(show: 'in' | 'out', restoring: boolean) {
  return restoring ? { 'data-show': show, css: chosenBySession } : {};
}
