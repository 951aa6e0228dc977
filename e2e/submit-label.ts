import type { Page } from '@playwright/test';

/**
 * Records what a form's submit button says as the browser itself posts the form (a
 * listener after the page's own), for a test to read from the page the post leads to: the
 * posting page is gone by then, and while its navigation is pending Playwright cannot
 * look at it.
 */
export async function recordSubmitLabel(page: Page): Promise<() => Promise<string | null>> {
  await page.evaluate(() =>
    window.addEventListener('submit', (event) => {
      const button = (event as SubmitEvent).submitter;
      sessionStorage.setItem('button-on-submit', button?.textContent ?? '');
    }),
  );
  return () => page.evaluate(() => sessionStorage.getItem('button-on-submit'));
}
