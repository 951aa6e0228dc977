/**
 * A page telling whoever waits that its content is on screen: a dashboard's data view
 * once it shows the data (or why not). The app's start behind a dashboard's first frames
 * (web/boot-app.tsx, renderAppBehind) waits for it before it takes their place.
 */
let listener: (() => void) | null = null;

/** Calls `drawn` once, the next time a page says its content is drawn. */
export function onPageDrawn(drawn: () => void): void {
  listener = drawn;
}

/** Said by a page whose content (or its error) has just been committed. */
export function pageDrawn(): void {
  const drawn = listener;
  listener = null;
  drawn?.();
}
