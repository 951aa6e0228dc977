/**
 * When code the app loads on demand cannot be downloaded (a dropped connection, or a deploy
 * that replaced the hashed chunk files while the visitor had the old app open), the
 * visitor sees what failed and a way out (docs/architecture.md#load-failures), never
 * react-router's developer screen: a page's chunk gives the error screen inside the top
 * bar and footer, with a Reload button; a project tab's chunk, a message in that tab alone,
 * with "Try again".
 */
import { expect, test } from './fixtures';

/** A built chunk of the module `name` (Vite names each chunk after it, plus a hash). */
const chunk = (name: string) => new RegExp(`/assets/${name}-[^/]*\\.js$`);

test("a page whose code cannot be downloaded shows the error screen in the site's frame; Reload loads it", async ({
  page,
}) => {
  // The app's links load pages as the app's routes.
  await page.goto('/projects');
  const aboutPage = chunk('about-page');
  await page.route(aboutPage, (route) => route.abort('internetdisconnected'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  const reload = page.getByRole('button', { name: 'Reload page' });
  await expect(reload).toBeVisible();
  // The frame stays: the top bar (and its navigation) and the footer.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'LaunchFund home' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

  // The connection is back: Reload loads the page afresh (the worker renders it).
  await page.unroute(aboutPage);
  await reload.click();
  await expect(page.getByRole('heading', { level: 1, name: 'About LaunchFund' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
});

test('a project tab whose code cannot be downloaded says so alone; Try again loads it', async ({
  page,
}) => {
  await page.goto('/project/devpipeline');
  await expect(page.getByRole('heading', { level: 1, name: 'DevPipeline' })).toBeVisible();
  const discussionThread = chunk('discussion-thread');
  await page.route(discussionThread, (route) => route.abort('internetdisconnected'));

  await page.getByRole('tab', { name: 'Discussion' }).click();
  const discussion = page.getByRole('tabpanel', { name: 'Discussion' });
  await expect(discussion.getByText('We could not load the discussion.')).toBeVisible();
  const tryAgain = discussion.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();

  // The rest of the page works: the other tabs, the heading.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(/A permanent record of this offering/)).toBeVisible();
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'DevPipeline' })).toBeVisible();

  // The connection is back: Try again downloads the tab's code, and the tab shows.
  await page.unroute(discussionThread);
  await page.getByRole('tab', { name: 'Discussion' }).click();
  await tryAgain.click();
  await expect(discussion.getByText(/sign in to join the discussion/i)).toBeVisible();
  await expect(discussion.getByText('We could not load the discussion.')).toHaveCount(0);
});

test('a dashboard page whose code cannot be downloaded shows the error screen in the shell', async ({
  demoPage,
}) => {
  const page = await demoPage('investor');
  await page.goto('/investor');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar).toBeVisible();
  const watchlistPage = chunk('watchlist-page');
  await page.route(watchlistPage, (route) => route.abort('internetdisconnected'));

  await sidebar.getByRole('link', { name: 'Watchlist' }).click();
  await expect(page).toHaveURL(/\/investor\/watchlist$/);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(sidebar).toBeVisible();

  // The dashboards are not prerendered: the page shows only if Reload downloads its code.
  await page.unroute(watchlistPage);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  await expect(sidebar).toBeVisible();
});
