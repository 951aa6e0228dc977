/**
 * A signed-in visitor's top bar on a prerendered page shows their session from the first
 * paint: the page's inline script (shared/top-bar-script.ts) fills it before any of the
 * app's scripts has arrived, under the page's real Content-Security-Policy.
 */
import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './fixtures';
import { stopTheClockAtTheBuild } from './build-day';
import { isSameDocument, markDocument } from './documents';
import { holdTheApp } from './hold-app';
import { collectErrors } from './page-errors';

/** Console messages about a blocked script: the CSP refusing the inline script. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('the signed-in top bar before the app starts', () => {
  test.use({ signedInAs: 'investor' });

  test('shows the remembered user with none of the app’s scripts run', async ({ page }) => {
    const violations = cspViolations(page);
    // A visit with the app: the top bar remembers whom it showed.
    const first = await page.goto('/');
    // Scripts from the site itself and the one inline script allowed by its hash: no other.
    expect(first?.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/,
    );
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Priya Shah').filter({ visible: true })).toBeVisible();

    // The next visit gets no module script at all: only the inline one can show the session.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(banner.getByText('Priya Shah').filter({ visible: true })).toBeVisible();
    await expect(
      banner.getByRole('link', { name: 'Dashboard' }).filter({ visible: true }),
    ).toHaveAttribute('href', '/investor');
    await expect(
      banner.getByRole('link', { name: 'Log in' }).filter({ visible: true }),
    ).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  // Their page shows the session before the app runs, so the app waits for their intent as
  // a visitor's does: nothing it would do at once (evaluating its modules) can hold up their
  // first click. The project page's buttons that differ for a signed-in visitor are picked
  // by the page as well.
  test('a returning visitor’s app starts on intent; their project page buttons show before it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // A visit with the app: the top bar remembers whom it showed.
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Priya Shah').filter({ visible: true })).toBeVisible();

    const app = await holdTheApp(page);
    let requested = false;
    void app.requested.then(() => (requested = true));
    await stopTheClockAtTheBuild(page, '/project/devpipeline');
    await page.goto('/project/devpipeline');
    await page.waitForLoadState('networkidle');
    expect(requested).toBe(false);
    const sidebar = page.getByRole('complementary', { name: 'Funding summary' });
    await expect(sidebar.getByRole('link', { name: 'Invest Now' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Sign Up to Invest' })).toBeHidden();
    await expect(sidebar.getByRole('link', { name: 'Log in to follow' })).toBeHidden();

    // Pointing at the page starts it; the restored session then draws what only the app
    // can (an investor's Message the founder, the follower count).
    await page.mouse.move(200, 200);
    await app.requested;
    await app.release();
    await expect(sidebar.getByRole('button', { name: 'Message the founder' })).toBeVisible();
    await expect(sidebar.getByText(/\d+ followers?/)).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Invest Now' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Sign Up to Invest' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  // A returning visitor's first click, made as soon as the page has loaded, lands while the
  // app is still loading or hydrating (the CPU slowed 4x, as the bench and Lighthouse do).
  // It must reach the dashboard: an early session restore once left this click going nowhere.
  for (const moment of ['at load', 'after the first paint'] as const) {
    test(`the first click on Dashboard ${moment} opens the dashboard`, async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByText('Priya Shah').filter({ visible: true })).toBeVisible();

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/', { waitUntil: moment === 'at load' ? 'load' : 'commit' });
      const dashboard = banner.getByRole('link', { name: 'Dashboard' }).filter({ visible: true });
      await dashboard.click();
      await expect(page).toHaveURL('/investor', { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible(
        { timeout: 15_000 },
      );
    });
  }

  // Once the app runs, the router would change the URL only after the dashboard's code had
  // arrived (about a second at 4x CPU): the link leaves for the dashboard's own document,
  // which starts at once and paints its frame early.
  test('Dashboard, clicked once the app runs, opens the dashboard as a new document', async ({
    page,
  }) => {
    await page.goto('/');
    // React owns the page (hydrateRoot marked its root), and its start has settled.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
    await page.waitForLoadState('networkidle');
    await markDocument(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Dashboard' }).filter({ visible: true }).click();
    await expect(page).toHaveURL('/investor');
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
  });
});

test.describe('a signed-out visitor’s top bar', () => {
  test.use({ storageState: SIGNED_OUT });

  test('keeps Log in and Sign up, even with a remembered user left behind', async ({ page }) => {
    const violations = cspViolations(page);
    // A top bar user remembered from an earlier session, whose session has ended.
    await page.addInitScript(() =>
      localStorage.setItem(
        'launchfund-top-bar-user',
        JSON.stringify({ id: 'gone', name: 'Someone Else', initial: 'S', dashboard: '/admin' }),
      ),
    );
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('link', { name: 'Log in' }).filter({ visible: true }),
    ).toBeVisible();
    await expect(banner.getByText('Someone Else')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});
