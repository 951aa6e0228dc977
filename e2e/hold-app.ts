import type { Page, Route } from '@playwright/test';

/**
 * Holds the app's boot chunk until `release()`, so "before the app starts" is a fact of a
 * test rather than a race; `requested` settles once the page asks for the chunk.
 */
export async function holdTheApp(page: Page) {
  let resolveRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (resolveRequested = resolve));
  let held: Route | null = null;
  let released = false;
  await page.route('**/assets/boot-app-*.js', async (route) => {
    if (released) return route.continue();
    held = route;
    resolveRequested();
  });
  return {
    requested,
    release: async () => {
      released = true;
      await held?.continue();
    },
  };
}
