import type { Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the page the worker rendered. For a test of what only
 * the app does (its own submit with its spinner, a dialog, a tab the app fills) right
 * after a load: until then the page is the server's HTML, whose links, native disclosures
 * and form posts work, but a click on an app control is not seen (docs/architecture.md,
 * "One start path").
 */
export async function hydrated(page: Page): Promise<void> {
  // web/main.tsx sets it once every component's effects have run (HYDRATED_ATTRIBUTE).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
