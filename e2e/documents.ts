import type { Page } from '@playwright/test';

/**
 * Marks the page's current document, so a test can tell a new document (a page load) from
 * the app's routing, which keeps it: `isSameDocument` is false once the browser loaded another.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'documentMark' in window);
}
