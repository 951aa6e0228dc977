/**
 * The home page and the text pages are complete as prerendered for a signed-out visitor:
 * their links load the next prerendered page, the FAQ's answers and the mobile menu work
 * without React, and nothing on them needs the app. So reading them (scrolling, keys,
 * pointing at links and buttons, tabbing) never downloads it (web/main.tsx: every
 * prerendered page starts on use); a signed-in visitor's app, which draws their session,
 * starts on intent.
 * Discover and the project pages start it on use too, when a control only the app can
 * answer in full is reached for (the search; a tab the app fills: project-page-code.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './fixtures';
import { stopTheClockAtTheBuild } from './build-day';
import { isSameDocument, markDocument } from './documents';
import { holdTheApp } from './hold-app';
import { collectErrors } from './page-errors';

/** Whether the page has asked for the app's boot chunk (held: it never runs), from now on. */
async function watchForTheApp(page: Page): Promise<() => boolean> {
  const app = await holdTheApp(page);
  let requested = false;
  void app.requested.then(() => (requested = true));
  return () => requested;
}

/** Every visible link and button on the page, pointed at one by one, then a few Tabs. */
async function readThePage(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.mouse.wheel(0, 100_000);
  const reachable = page.locator('a[href], button, summary').filter({ visible: true });
  // Forced: the pointer goes where the element is, whatever is on top there (the sticky top
  // bar over a scrolled link, the top bar over the skip link it reveals on focus).
  for (const element of await reachable.all()) await element.hover({ force: true });
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  await page.mouse.wheel(0, -100_000);
}

test.describe('a signed-out visitor', () => {
  test.use({ storageState: SIGNED_OUT });

  for (const path of ['/', '/about', '/how-it-works', '/faq', '/terms']) {
    test(`reads ${path} without the app; its links load the next page`, async ({ page }) => {
      const errors = collectErrors(page);
      const appRequested = await watchForTheApp(page);
      await stopTheClockAtTheBuild(page, path);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await readThePage(page);
      await page.waitForLoadState('networkidle');
      expect(appRequested()).toBe(false);

      await markDocument(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'FAQ' })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
      ).toBeVisible();
      expect(await isSameDocument(page)).toBe(false);
      // The FAQ's answers open without it too.
      await page.getByRole('main').locator('summary').first().click();
      await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
      expect(appRequested()).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  test('opens the mobile menu and follows its link without the app', async ({ page }) => {
    const appRequested = await watchForTheApp(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await markDocument(page);
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    expect(await isSameDocument(page)).toBe(false);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(appRequested()).toBe(false);
  });

  test('reads Discover without the app; reaching for its search starts it', async ({ page }) => {
    const appRequested = await watchForTheApp(page);
    await page.goto('/projects');
    await page.keyboard.press('Shift');
    await page.mouse.wheel(0, 100_000);
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .hover({ force: true });
    await page.waitForLoadState('networkidle');
    expect(appRequested()).toBe(false);
    // The search reaches the server: only the app can answer it beyond the first page.
    await page.getByRole('searchbox', { name: 'Search projects' }).hover();
    await expect.poll(appRequested).toBe(true);
  });
});

test.describe('a signed-in visitor', () => {
  test.use({ signedInAs: 'investor' });

  test('gets the app on the text pages on the first move, since it draws their session', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const appRequested = await watchForTheApp(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Shift');
    await expect.poll(appRequested).toBe(true);
  });
});
