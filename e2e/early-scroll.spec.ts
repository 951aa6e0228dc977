/**
 * A prerendered page can be scrolled before the app starts; the app's start must leave it
 * where the visitor put it. react-router's scroll restoration used to take it back to the
 * top as the app hydrated, and a click made meanwhile landed on whatever came under the
 * pointer (web/features/layout/page-scroll-restoration.tsx).
 */
import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './fixtures';

test.use({ storageState: SIGNED_OUT });

/** True once React owns the page's root (hydrateRoot or createRoot marked it). */
async function appOwnsThePage(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The visitor points at Discover's search box, which starts the app (a page that starts
 * it on use waits for a control that needs it: web/lib/deferred-boot.ts, needsApp).
 * Dispatched where the box is, so the page does not scroll to it.
 */
async function reachForTheSearch(page: Page) {
  await page.getByRole('searchbox', { name: 'Search projects' }).dispatchEvent('pointerover');
}

test('the app starts with the page where the visitor scrolled it', async ({ page }) => {
  await page.goto('/projects');
  await page.evaluate(() => window.scrollTo(0, 600));
  await reachForTheSearch(page);
  await appOwnsThePage(page);
  // Past the app's first commits and effects.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

// The CPU slowed 4x so the app's start is long enough for a click to land inside it.
for (const delayMs of [0, 400, 800, 1200]) {
  test(`a link below the fold clicked ${delayMs} ms into the app's start is followed`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/projects');
    await reachForTheSearch(page);
    await page.waitForTimeout(delayMs);
    // Scrolled into view by the click itself, as a visitor would scroll to it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/, { timeout: 15_000 });
  });
}

test('Back returns to the loaded page where the visitor left it', async ({ page }) => {
  await page.goto('/projects');
  await reachForTheSearch(page);
  await appOwnsThePage(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(100);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'About LaunchFund' })).toBeVisible();
  // A new page starts at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover SaaS Projects' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});
