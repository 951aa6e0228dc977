import type { Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the page the worker rendered. For a test of what only
 * the app does (its own submit with its spinner, a dialog, a tab the app fills) right
 * after a load: until then the page is the server's HTML, whose links, native disclosures
 * and form posts work, but a click on an app control is not seen (docs/architecture.md,
 * "One start path").
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
