/**
 * A page drawn ahead of the app, beside its root: a dashboard's first frames, rendered
 * from the page's early requests in a Web Worker (web/app/static-dashboard.ts). Complete
 * and readable, its links work as links; the app starts behind it on first use
 * (web/lib/deferred-boot.ts) and takes its place once its own drawing is the same
 * (web/boot-app.tsx, renderAppBehind).
 */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';

/** The static page on screen, if any. */
export function staticPage(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${STATIC_PAGE_ATTRIBUTE}]`);
}
