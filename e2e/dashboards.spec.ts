import { seriousViolations } from './axe';
import { collectErrors } from './page-errors';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, submitLogIn, type DemoRole } from './helpers';
import { hydrated } from './hydration';

/** The JavaScript files the page downloads, by file name. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const demoAccounts: {
  role: DemoRole;
  email: string;
  home: string;
  title: string;
  subtitle: string;
  name: string;
  label: string;
}[] = [
  {
    role: 'admin',
    email: 'admin@example.com',
    home: '/admin',
    title: 'Admin Dashboard',
    subtitle: 'Overview of platform metrics and performance',
    name: 'Alex Morgan',
    label: 'Admin',
  },
  {
    role: 'investor',
    email: 'investor@example.com',
    home: '/investor',
    title: 'Investor Dashboard',
    subtitle: 'Track your investments and discover new opportunities',
    name: 'Priya Shah',
    label: 'Investor',
  },
  {
    role: 'creator',
    email: 'creator@example.com',
    home: '/creator',
    title: 'Creator Dashboard',
    subtitle: 'Manage your projects and track fundraising progress',
    name: 'Jordan Lee',
    label: 'Creator',
  },
];

for (const account of demoAccounts) {
  test(`${account.email} signs in and lands on the ${account.title}`, async ({ page }) => {
    await submitLogIn(page, account.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(account.home);
    await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
    await expect(page.getByText(account.subtitle)).toBeVisible();
    const topBar = page.getByTestId('dashboard-user');
    await expect(topBar.getByText(account.name)).toBeVisible();
    await expect(topBar.getByText(account.label, { exact: true })).toBeVisible();
    await expect(topBar.getByText(account.name.charAt(0), { exact: true })).toBeVisible();
  });
}

test.describe("the demo admin's stored session", () => {
  test.use({ signedInAs: 'admin' });

  test('the admin dashboard shows figures, both bar charts and the recent lists', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    for (const label of ['Total Revenue', 'Total Users', 'Active Projects', 'Average Investment']) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByText('vs last month').first()).toBeVisible();
    await expect(main.getByText(/^\$[\d,]+$/).first()).toBeVisible();
    for (const chart of ['Projects created per month', 'Dollars invested per month']) {
      const image = main.getByRole('img', { name: chart });
      await expect(image).toBeVisible();
      // Drawn at the card's measured width in a real browser.
      await expect(image.locator('svg rect[data-testid^="bar.item"]')).toHaveCount(6);
    }
    for (const list of ['Recently Joined Users', 'Recent Projects', 'Recent Investments']) {
      await expect(main.getByRole('heading', { level: 2, name: list })).toBeVisible();
    }
  });

  test('each sidebar entry has its own URL and is highlighted while active', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await page.reload();
    await expect(page).toHaveURL('/admin/users');
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe("the demo investor's stored session", () => {
  test.use({ signedInAs: 'investor' });

  test('the investor dashboard shows the portfolio, the pie in whole percents and Add Funds', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await expect(main.getByText(/^Across \d+ projects?$/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'View All Investments' })).toBeVisible();
    const pie = main.getByRole('img', { name: 'Portfolio distribution by category' });
    await expect(pie.locator('svg')).toBeVisible();
    const sliceLabels = await pie.locator('svg text').allTextContents();
    const percents = sliceLabels.filter((text) => text.endsWith('%'));
    expect(percents.length).toBeGreaterThan(0);
    for (const label of percents) expect(label).toMatch(/^\d+%$/);

    const recommended = main.getByRole('region', { name: 'Recommended Projects' });
    await expect(recommended.getByRole('listitem')).toHaveCount(3);
    const firstProject = recommended.getByRole('listitem').first().getByRole('link');
    const projectTitle = (await firstProject.textContent()) ?? '';
    await firstProject.click();
    await expect(page).toHaveURL(/\/project\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: projectTitle })).toBeVisible();

    await page.goBack();
    await main.getByRole('button', { name: 'Add Funds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Funds' });
    await expect(dialog).toContainText('Simulated bank transfer');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  // The worker renders the dashboard for the session in the cookie (worker/pages/); the
  // browser hydrates it in place, with no error, and Add Funds is the app's.
  test('a load of /investor is the dashboard as the worker rendered it, hydrated in place', async ({
    page,
  }) => {
    const html = await (await page.request.get('/investor')).text();
    expect(html).toContain('Investor Dashboard');
    expect(html).toContain('Add Funds');
    expect(html).toContain('Priya Shah');
    // Its start script imports its routes' chunks and starts the app with them
    // (worker/pages/start-script.ts), so Add Funds works at the first click after the load.
    const start = /<script type="module" id="start" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
    expect(start?.[1]).toMatch(
      /import\*as r\d+ from"\/assets\/investor-dashboard-page-[\w-]+\.js"/,
    );
    expect(start?.[1]).toMatch(/import\*as r\d+ from"\/assets\/dashboard-shell-[\w-]+\.js"/);
    const errors = collectErrors(page);
    await page.reload();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add Funds' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Funds' })).toContainText(
      'Simulated bank transfer',
    );
    expect(errors).toEqual([]);
  });

  test('on a phone the sidebar is a drawer behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    // The drawer is the app's (a modal dialog).
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL('/investor/messages');
    await expect(drawer).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the demo creator's stored session", () => {
  test.use({ signedInAs: 'creator' });

  test('the creator dashboard shows the views chart, messages and projects with actions', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await expect(main.getByText(/^\d+% of \$[\d,]+ goal$/)).toBeVisible();
    await expect(main.getByText('Last 7 days', { exact: true })).toBeVisible();
    const chart = main.getByRole('img', { name: 'Project views per day, last 7 days' });
    await expect(chart.locator('svg')).toBeVisible();
    for (const day of ['Mon', 'Sun'])
      await expect(chart.getByText(day, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View All Messages' })).toBeVisible();
    const projects = main.getByRole('region', { name: 'My Projects' });
    await expect(projects.getByRole('link', { name: /^View / }).first()).toBeVisible();
    await expect(projects.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
    await main.getByRole('link', { name: 'New Project' }).click();
    await expect(page).toHaveURL('/creator/new-project');
  });

  // The page brings the dashboard's answer (its boot payload): the app's query takes it,
  // not asking again when it mounts.
  test('a load of /creator does not ask for the dashboard data again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dashboards/creator') asked.push(request.url());
    });
    await page.reload();
    const chart = page.getByRole('img', { name: 'Project views per day, last 7 days' });
    await expect(chart.locator('svg')).toBeVisible();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(0);
  });
});

// A visitor's public pages load no chart code; signing in (a new session of the demo
// admin's, which nothing here ends) brings the dashboard's.
test('chart code loads only on dashboard routes', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((path) => /nivo|dashboard/.test(path))).toEqual([]);

  await submitLogIn(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('img', { name: 'Projects created per month' })).toBeVisible();
  expect(scripts.some((path) => /admin-dashboard-page/.test(path))).toBe(true);
});

// Signing out ends every session of the user: a creator of the test's own, never the demo's.
test('Sign Out in the shell says "Signed out" and returns to /', async ({ ownUser }) => {
  const { page } = await ownUser('creator', 'Sid Signout');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto('/creator');
  await expect(page).toHaveURL(/\/login$/);
});

for (const account of demoAccounts) {
  test.describe(`the demo ${account.role}'s stored session`, () => {
    test.use({ signedInAs: account.role });

    test(`the ${account.title} has no serious accessibility violations, desktop and phone`, async ({
      page,
    }) => {
      await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0);
      for (const size of [
        { width: 1400, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        expect(await seriousViolations(page), `${size.width}px`).toEqual([]);
      }
    });
  });
}
