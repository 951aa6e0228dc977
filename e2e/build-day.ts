import type { Page } from '@playwright/test';

/**
 * Stops the page's clock at the moment `path` was prerendered. A prerendered page that
 * inlines data is out of date on a later UTC day and starts its app at load instead of on
 * the visitor's first move (web/lib/prerendered-data.ts): a run that crosses midnight UTC
 * after the build would see that, so a test of when the app starts on such a page (the
 * home page, a project page) pins the day first. Timers keep running.
 */
export async function stopTheClockAtTheBuild(page: Page, path: string): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const data = /<script type="application\/json" id="prerender-data">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  if (data === undefined) throw new Error(`${path} is not a prerendered page`);
  const { renderedAt } = JSON.parse(data) as { renderedAt?: string };
  if (!renderedAt) throw new Error(`${path} does not say when it was rendered`);
  await page.clock.setFixedTime(new Date(renderedAt));
}
