import type { Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the whole page (the shell and every part React hydrates
 * on its own) and every component's effects have run. Not
 * for driving the app: a click right after the load already meets the app, which starts
 * before DOMContentLoaded (docs/architecture.md, "One start path"). For the tests of the
 * start path itself that assert what a running app did not do (ask for an answer again,
 * load a chunk).
 */
export async function hydrated(page: Page): Promise<void> {
  // web/lib/page-hydration.ts sets it once every part has hydrated (HYDRATED_ATTRIBUTE).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
