import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every public page of docs/product.md#public-routes with the heading that proves it rendered. */
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Fund the next great SaaS company'],
  ['/projects', 'Discover SaaS Projects'],
  ['/project/devpipeline', 'DevPipeline'],
  ['/how-it-works', 'How It Works'],
  ['/about', 'About LaunchFund'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Contact us'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/legal', 'Risk Disclosure'],
  ['/pricing', 'Pricing'],
  ['/guides', 'Investor Guides'],
  ['/creator-resources', 'Creator Resources'],
  ['/community', 'Community'],
  ['/careers', 'Careers'],
  ['/press', 'Press'],
  ['/blog', 'Blog'],
  ['/no-such-page', 'Oops! Page not found'],
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('public pages', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} renders with no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Data pages: wait for the data, so axe sees the loaded page rather than a skeleton.
      if (path === '/' || path === '/projects') await expect(cards(page).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('home: hero, stats, featured projects, steps and call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Investing' })).toHaveAttribute(
    'href',
    '/signup?role=investor',
  );
  for (const figure of ['$2.4M', '150+', '1,200+', '85%']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  const featured = page.getByRole('region', { name: 'Featured Projects' });
  await expect(featured.getByRole('article')).toHaveCount(3);
  for (const step of ['Discover', 'Invest', 'Track & Grow']) {
    await expect(
      page.getByRole('region', { name: 'How It Works' }).getByRole('heading', { name: step }),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
  await featured.getByRole('link', { name: 'View all projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover SaaS Projects' }),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Browse Projects' }).first().click();
  await expect(page).toHaveURL(/\/projects$/);
});

/** The live project list, as a visitor's browser gets it (e2e imports no app code). */
interface LiveProject {
  title: string;
  tagline: string;
  description: string;
  category: string;
  fundingRaised: number;
}

test('discover: search, category and sort live in the URL and survive reload and Back', async ({
  page,
}) => {
  // Other journeys in this run may have approved new projects, and the server now
  // searches, filters, sorts and pages (24 a page), so every expectation is read from the
  // API's own answers rather than from the seed's counts.
  const answer = async (query: string) =>
    (await (await page.request.get(`/api/projects${query}`)).json()) as {
      projects: LiveProject[];
      total: number;
    };
  const shown = (total: number) => Math.min(total, 24);
  const all = await answer('');
  const pipeline = await answer('?q=pipeline');
  const finance = await answer('?category=Finance');
  const mostFunded = (await answer('?category=Finance&sort=mostFunded')).projects.map(
    (p) => p.title,
  );
  const leastFunded = (await answer('?category=Finance&sort=leastFunded')).projects.map(
    (p) => p.title,
  );
  expect(finance.total).toBeGreaterThan(1);
  const live = { length: shown(all.total) };
  const matching = () => ({ length: shown(pipeline.total) });

  await page.goto('/projects');
  await expect(cards(page)).toHaveCount(live.length);

  await page.getByPlaceholder('Search projects...').fill('PIPELINE');
  await expect(cards(page)).toHaveCount(matching().length);
  await expect(cards(page).getByRole('heading', { name: 'DevPipeline' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=PIPELINE$/);
  await page.reload();
  await expect(page.getByPlaceholder('Search projects...')).toHaveValue('PIPELINE');
  await expect(cards(page)).toHaveCount(matching().length);

  await page.getByPlaceholder('Search projects...').fill('');
  await page.getByRole('button', { name: 'Finance' }).click();
  await expect(cards(page)).toHaveCount(shown(finance.total));
  await expect(page.getByRole('button', { name: 'Finance' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('mostFunded');
  await expect(cards(page).getByRole('heading')).toHaveText(mostFunded);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('leastFunded');
  await expect(cards(page).getByRole('heading')).toHaveText(leastFunded);

  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('mostFunded');
  await expect(cards(page).getByRole('heading')).toHaveText(mostFunded);

  await page.getByPlaceholder('Search projects...').fill('no project is called this');
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(page.getByText(/changing the filters or your search/)).toBeVisible();
});

test('discover: "has a lead investor" and the lead-first sort, in the URL', async ({ page }) => {
  // Read from the API's own answers: other journeys may have named leads meanwhile.
  const titles = async (query: string) =>
    (
      (await (await page.request.get(`/api/projects${query}`)).json()) as {
        projects: { title: string }[];
      }
    ).projects.map((p) => p.title);
  const ledFirst = await titles('?sort=leadFirst');
  const onlyLed = await titles('?sort=leadFirst&lead=true');
  // The seed's DevPipeline has a lead who accepted.
  expect(onlyLed).toContain('DevPipeline');
  expect(ledFirst.slice(0, onlyLed.length)).toEqual(onlyLed);

  await page.goto('/projects');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('leadFirst');
  await expect(cards(page).getByRole('heading')).toHaveText(ledFirst);
  await page.getByText('Has a lead investor').click();
  await expect(page.getByRole('checkbox', { name: 'Has a lead investor' })).toBeChecked();
  await expect(cards(page).getByRole('heading')).toHaveText(onlyLed);
  await expect(page).toHaveURL(/\?sort=leadFirst&lead=true$/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Has a lead investor' })).toBeChecked();
  await expect(cards(page).getByRole('heading')).toHaveText(onlyLed);
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'Has a lead investor' })).not.toBeChecked();
  await expect(cards(page).getByRole('heading')).toHaveText(ledFirst);
});

test('project detail: tabs, sidebar and the visitor invest button', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'DevPipeline' }).click();
  await expect(page).toHaveURL(/\/project\/devpipeline$/);
  await expect(page.getByRole('heading', { level: 1, name: 'DevPipeline' })).toBeVisible();
  await expect(page.getByText('CI/CD pipelines that configure themselves')).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Funding summary' });
  for (const label of [
    'Days left',
    'Minimum investment',
    'Equity offered',
    'Investors',
    'Location',
  ]) {
    await expect(sidebar.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(sidebar.getByText('$500', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('10%', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('progressbar')).toBeVisible();

  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Team' }).getByText('Jordan Lee')).toBeVisible();
  await page.getByRole('tab', { name: 'Updates' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Updates' }).getByText('Monorepo support is live'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Discussion' }).click();
  await expect(page.getByText(/sign in to join the discussion/i)).toBeVisible();

  await sidebar.getByRole('link', { name: 'Sign Up to Invest' }).click();
  // The sign-up link carries the page to come back to.
  await expect(page).toHaveURL(/\/signup\?role=investor&next=%2Fproject%2F/);
});

test('an unknown project slug says Project not found.', async ({ page }) => {
  await page.goto('/project/does-not-exist');
  await expect(page.getByText('Project not found.')).toBeVisible();
});

test('an unknown path answers HTTP 404, shows 404 with a link home and logs the path', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(warnings.some((text) => text.includes('/this/does/not/exist'))).toBe(true);
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('FAQ: one answer open at a time, collapsible, with a link to contact', async ({ page }) => {
  await page.goto('/faq');
  // Native details/summary: each question opens at the first click, app started or not.
  const questions = page.getByRole('main').locator('details');
  const open = page.getByRole('main').locator('details[open]');
  const question = (text: string) =>
    page.getByRole('main').locator('summary').filter({ hasText: text });
  await expect(questions).toHaveCount(10);
  await expect(open).toHaveCount(0);
  await question('What is a SAFE and what do I get for my money?').click();
  await expect(page.getByText(/Simple Agreement for Future Equity/)).toBeVisible();
  await question('How much do I need to invest?').click();
  await expect(page.getByText(/Simple Agreement for Future Equity/)).toBeHidden();
  await expect(open).toHaveCount(1);
  await question('How much do I need to invest?').click();
  await expect(open).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test('every footer link leads to a real page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Risk Disclosure', exact: true })).toBeVisible();
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu toggle opens the navigation and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the menu says whether it is open, and Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the menu opens at the first tap, before the page has hydrated', async ({ browser }) => {
    // Without JavaScript the page is only the server's HTML: the popover is the browser's.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }),
    ).toBeVisible();
    await context.close();
  });

  test('discover and detail fit the screen', async ({ page }) => {
    for (const path of ['/projects', '/project/devpipeline', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test('signed in: Dashboard button, avatar chip and Invest Now', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('investor@example.com');
  await page.getByLabel('Password').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/investor$/);

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/investor',
  );
  await expect(header.getByText('Signed in as Priya Shah').filter({ visible: true })).toBeVisible();
  await expect(header.getByText('P', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await page.goto('/project/devpipeline');
  await expect(page.getByRole('link', { name: 'Invest Now' })).toHaveAttribute(
    'href',
    '/project/devpipeline/invest',
  );
  await expect(page.getByRole('link', { name: 'Sign Up to Invest' })).toHaveCount(0);
});
