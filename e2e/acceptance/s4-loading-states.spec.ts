import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from '../helpers';
import { expireAccessToken } from '../session-cookie';

/** Holds every request whose URL matches until `release` is called. */
async function hold(page: Page, pattern: RegExp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

// Loading flag (docs/product.md#loading-flag), signup submitting, route guard loading; Login (docs/product.md#login) spinner
test.describe('§4 Loading states', () => {
  test('§2 Login: Log in button with a spinner while submitting', async ({ page }) => {
    await page.goto('/login');
    const release = await hold(page, /\/auth\/v1\/token/);
    await page.getByLabel('Email').fill(DEMO.investor.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    const button = page.locator('form button[type="submit"]');
    await expect(button).toBeDisabled();
    await expect(button.locator('.chakra-spinner')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/investor$/);
  });

  // Where the app sends it (a /signup?role=… link, rendered by the app), its own loading button.
  test('§4 Signup: while the app submits, the button is disabled and shows a spinner', async ({
    page,
  }) => {
    await page.goto('/signup?role=investor');
    const release = await hold(page, /\/auth\/v1\/signup/);
    await page.getByLabel('Full Name').fill('Spinner Sam');
    await page.getByLabel('Email').fill(uniqueEmail('spinner'));
    await page.getByLabel(/^Password/).fill('a-long-password-1');
    await page.getByLabel('Confirm Password').fill('a-long-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const button = page.locator('form button[type="submit"]');
    await expect(button).toBeDisabled();
    await expect(button.locator('.chakra-spinner')).toBeVisible();
    release();
    await expect(page.getByText('Account created!')).toBeVisible();
  });

  // The worker renders a page for a session it can read; one whose access token has
  // expired is the browser's to refresh, and its guard shows 'Loading...' meanwhile. A
  // user of the test's own: the refresh would end the shared demo session.
  test("§6 Route guard 1: while auth loads (the initial profile fetch), show 'Loading...'", async ({
    ownUser,
  }) => {
    const { page } = await ownUser('creator', 'Lou Loading');
    await expireAccessToken(page.context());
    const release = await hold(page, /\/rest\/v1\/profiles/);
    await page.goto(DEMO.creator.home);
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: DEMO.creator.dashboard }),
    ).toBeVisible();
  });
});

// Creator dashboard (docs/product.md#creator-dashboard): My Projects rows
test.describe(() => {
  test.use({ signedInAs: 'creator' });

  test('§2 Creator dashboard: My Projects rows show a badge Active or Draft, percent funded when active, and View / Edit buttons', async ({
    page,
  }) => {
    const list = page.getByRole('region', { name: 'My Projects' });
    await expect(list.getByText(/^(Active|Draft)$/).first()).toBeVisible();
    await expect(list.getByText(/\d+% funded/).first()).toBeVisible();
    await expect(list.getByRole('link', { name: /View/ }).first()).toBeVisible();
    await expect(list.getByRole('link', { name: /Edit/ }).first()).toBeVisible();
  });
});

// Admin dashboard (docs/product.md#admin-dashboard): Recently Joined Users
test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('§2 Admin dashboard: Recently Joined Users show name, email, role Investor or Creator, relative time', async ({
    page,
  }) => {
    const list = page.getByRole('region', { name: 'Recently Joined Users' });
    await expect(list.getByText(/@/).first()).toBeVisible();
    await expect(list.getByText(/^(Investor|Creator)$/).first()).toBeVisible();
    await expect(list.getByText(/ago|just now|today|yesterday/i).first()).toBeVisible();
  });
});
