import { expect, test } from '../fixtures';
import { firstProjectSlug } from '../helpers';

// Screens and routes (docs/product.md#screens) — Public routes
test.describe('§2 Public routes', () => {
  const pages: [route: string, heading: RegExp][] = [
    ['/', /fund|saas|invest/i],
    ['/projects', /Discover SaaS Projects/],
    ['/how-it-works', /how it works/i],
    ['/about', /about|mission/i],
    ['/faq', /frequently asked|faq/i],
    ['/contact', /contact|get in touch/i],
    ['/login', /log in|welcome/i],
    ['/signup', /sign up|create/i],
  ];
  for (const [route, heading] of pages) {
    test(`§2 Public route ${route} needs no login and shows its screen`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/$' : route}`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    });
  }

  test('§2 /project/{slug} shows the project detail', async ({ page }) => {
    const slug = await firstProjectSlug(page);
    await page.goto(`/project/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  });

  for (const route of ['/terms', '/privacy', '/legal']) {
    test(`§2 ${route} is a legal screen`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('404')).toHaveCount(0);
    });
  }

  test("§2 Any unknown path: the 404 page reads '404 Oops! Page not found' with a link home", async ({
    page,
  }) => {
    await page.goto('/this/path/does-not-exist');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const home = page.getByRole('link', { name: /home/i }).last();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('§2 The navigation bar and footer also link to /forgot-password, /pricing, /blog, /guides, /creator-resources, /community, /careers and /press', async ({
    page,
  }) => {
    await page.goto('/');
    for (const href of [
      '/pricing',
      '/blog',
      '/guides',
      '/creator-resources',
      '/community',
      '/careers',
      '/press',
    ]) {
      await expect(page.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await page.goto('/login');
    await expect(page.locator('a[href="/forgot-password"]').first()).toBeAttached();
  });

  test('§2 /guides is the Investor Guides page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('a[href="/guides"]').first()).toHaveText(/Investor Guides/);
  });
});

// Top bar (docs/product.md#top-bar)
test.describe('§2 Top bar', () => {
  test('§2 Signed out: Log in and Sign up buttons', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  test('§2 There is a mobile menu toggle (opens and closes the menu)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

// Home (docs/product.md#home)
test.describe('§2 Home', () => {
  test('§2 Hero with Browse Projects and Start Investing', async ({ page }) => {
    await page.goto('/');
    // The hero is the block around the page's h1.
    const hero = page.getByRole('heading', { level: 1 }).locator('..');
    await expect(hero.getByRole('link', { name: 'Browse Projects' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Start Investing' })).toBeVisible();
  });

  test("§2 Featured Projects with a 'View all projects' link", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
    await page.getByRole('link', { name: 'View all projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('§2 How It Works, and a call to action with Create Account and Browse Projects', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /How It Works/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Projects' }).last()).toBeVisible();
  });
});

// Login (docs/product.md#login)
test.describe('§2 Login', () => {
  test('§2 Email and password fields, Forgot password link, Log in button, link to sign up, Google and GitHub buttons', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: /Forgot password/i })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('main a[href^="/signup"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
  });
});

// Signup (docs/product.md#signup)
test.describe('§2 Signup', () => {
  test('§2 Fields: Full Name, Email, Password, Confirm Password', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
  });

  test("§2 Role radio group: Investor 'I want to invest in SaaS projects', Project Creator 'I want to raise funds for my SaaS project'; default is investor", async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByText('I want to invest in SaaS projects')).toBeVisible();
    await expect(page.getByText('I want to raise funds for my SaaS project')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Investor/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Project Creator/ })).not.toBeChecked();
  });

  test('§2 Sign up (optional query parameter role: creator or investor)', async ({ page }) => {
    await page.goto('/signup?role=creator');
    await expect(page.getByRole('radio', { name: /Project Creator/ })).toBeChecked();
    await page.goto('/signup?role=investor');
    await expect(page.getByRole('radio', { name: /Investor/ })).toBeChecked();
  });

  test("§2 Links to /terms, /privacy and /login ('Already have an account? Log in'); the logo links to /", async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.locator('a[href="/terms"]').first()).toBeVisible();
    await expect(page.locator('a[href="/privacy"]').first()).toBeVisible();
    await expect(page.getByText('Already have an account?')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }),
    ).toHaveAttribute('href', '/login');
    await expect(page.locator('a[href="/"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
  });
});

// Discover (docs/product.md#discover)
test.describe('§2 Discover', () => {
  test("§2 Title 'Discover SaaS Projects', search box 'Search projects...', grid with category chips and a sort selector", async ({
    page,
  }) => {
    await page.goto('/projects');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover SaaS Projects' }),
    ).toBeVisible();
    await expect(page.getByPlaceholder('Search projects...')).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'All', exact: true })
        .or(page.getByRole('radio', { name: 'All', exact: true }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('combobox').or(page.getByLabel(/sort/i)).first()).toBeVisible();
    await expect(page.locator('a[href^="/project/"]').first()).toBeVisible();
  });

  test("§2 Empty state 'No projects found' with a hint to change filters or search", async ({
    page,
  }) => {
    await page.goto('/projects');
    await page.getByPlaceholder('Search projects...').fill('no-project-has-this-text-zzz');
    await expect(page.getByText('No projects found')).toBeVisible();
    await expect(page.getByText(/filter|search/i).last()).toBeVisible();
  });
});

// Project detail (docs/product.md#project-detail)
test.describe('§2 Project detail', () => {
  test('§2 Tabs: Overview (description and gallery), Team, Updates, Discussion (a prompt to sign in to comment)', async ({
    page,
  }) => {
    await page.goto(`/project/${await firstProjectSlug(page)}`);
    for (const tab of ['Overview', 'Team', 'Updates', 'Discussion']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Discussion' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Discussion' })).toContainText(
      /sign in|log in/i,
    );
  });

  test("§2 Button 'Sign Up to Invest' when signed out", async ({ page }) => {
    await page.goto(`/project/${await firstProjectSlug(page)}`);
    await expect(
      page
        .getByRole('link', { name: 'Sign Up to Invest' })
        .or(page.getByRole('button', { name: 'Sign Up to Invest' })),
    ).toBeVisible();
  });

  test("§2 Unknown slug shows 'Project not found.'", async ({ page }) => {
    await page.goto('/project/no-such-project-slug');
    await expect(page.getByText('Project not found.')).toBeVisible();
  });

  test('§2 Sidebar: funding raised, goal, progress bar, percent funded, days left, minimum investment, equity, investors, dates, website', async ({
    page,
  }) => {
    await page.goto(`/project/${await firstProjectSlug(page)}`);
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    for (const label of [/funded/i, /days left/i, /Minimum investment/i, /Equity/i, /Investors/i]) {
      await expect(page.getByText(label).first()).toBeVisible();
    }
  });
});

// How It Works (docs/product.md#how-it-works), About, FAQ, Contact
test.describe('§2 Information pages', () => {
  test('§2 How It Works: calls to action to /signup?role=creator and /signup?role=investor', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    await expect(page.locator('a[href="/signup?role=creator"]').first()).toBeVisible();
    await expect(page.locator('a[href="/signup?role=investor"]').first()).toBeVisible();
  });

  test('§2 About: mission, story with founding in 2023, values Transparency, Innovation, Community', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByText(/mission/i).first()).toBeVisible();
    await expect(page.getByText(/2023/).first()).toBeVisible();
    for (const value of ['Transparency', 'Innovation', 'Community']) {
      await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
  });

  test('§2 FAQ: ten accordion items, one open at a time, collapsible, with a link to /contact', async ({
    page,
  }) => {
    await page.goto('/faq');
    // Each item is a native details/summary (it opens before the app starts).
    const items = page.getByRole('main').locator('details');
    const triggers = items.locator('summary');
    await expect(items).toHaveCount(10);
    await triggers.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await triggers.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await triggers.nth(1).click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  });

  test('§2 Contact: office address, two support mailboxes, a phone number, and a message form', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /send/i })).toBeVisible();
  });
});
