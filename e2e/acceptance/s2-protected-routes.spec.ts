import { expect, test } from '../fixtures';
import { DEMO, PROTECTED_ROUTES } from '../helpers';

// Protected routes (docs/product.md#protected-routes) and the dashboard shell
for (const role of ['admin', 'investor', 'creator'] as const) {
  test.describe(`§2 Protected routes: ${role}`, () => {
    test.use({ signedInAs: role });

    test(`§2 ${role}: the sidebar lists the five ${role} routes`, async ({ page }) => {
      for (const route of PROTECTED_ROUTES[role]) {
        await expect(page.locator(`nav a[href="${route}"]`).first()).toBeAttached();
      }
    });

    test(`§2 ${role}: the top bar shows the user's initial, name or email, and role`, async ({
      page,
    }) => {
      await expect(page.getByText(new RegExp(role, 'i')).first()).toBeVisible();
    });

    // Signing out ends every session of the user: one of the test's own, never the demo's.
    test(`§2 Sign Out button: signs out and goes to / (${role})`, async ({ ownUser }) => {
      const { page } = await ownUser(role, 'Sol Signout');
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
      await page.goto(DEMO[role].home);
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}

test.describe(() => {
  test.use({ signedInAs: 'investor' });

  test('§2 Signed in: a Dashboard button to the role’s dashboard and an avatar chip with the name', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/investor',
    );
    await expect(
      banner.getByText('Priya Shah').or(banner.getByText('investor')).first(),
    ).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test("§2 Admin dashboard: title 'Admin Dashboard', subtitle 'Overview of platform metrics and performance', four stat cards, two charts, three lists", async ({
    page,
  }) => {
    await expect(page.getByText('Overview of platform metrics and performance')).toBeVisible();
    for (const card of ['Total Revenue', 'Total Users', 'Active Projects', 'Average Investment']) {
      await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
    }
    for (const chart of ['Projects Created', 'Investments']) {
      await expect(page.getByRole('heading', { name: chart, exact: true })).toBeVisible();
    }
    for (const list of ['Recently Joined Users', 'Recent Projects', 'Recent Investments']) {
      await expect(page.getByRole('heading', { name: list })).toBeVisible();
    }
  });
});

test.describe(() => {
  test.use({ signedInAs: 'investor' });

  test("§2 Investor dashboard: title, subtitle 'Track your investments and discover new opportunities', cards, portfolio, distribution, recommended", async ({
    page,
  }) => {
    await expect(
      page.getByText('Track your investments and discover new opportunities'),
    ).toBeVisible();
    for (const text of ['Total Invested', 'Active Investments', 'Available Balance']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/Across \d+ projects?/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Funds' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Investments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Portfolio Distribution' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended Projects' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All', exact: true })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ signedInAs: 'creator' });

  test("§2 Creator dashboard: title, subtitle 'Manage your projects and track fundraising progress', 'New Project', cards, chart, messages, projects", async ({
    page,
  }) => {
    await expect(
      page.getByText('Manage your projects and track fundraising progress'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('link', { name: 'New Project' })
        .or(page.getByRole('button', { name: 'New Project' }))
        .first(),
    ).toBeVisible();
    for (const text of ['Total Raised', 'Total Investors']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/Project Views/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Messages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  });
});
