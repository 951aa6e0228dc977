import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, PROTECTED_ROUTES, type DemoRole } from './helpers';

test('every protected route sends a signed-out visitor to /login', async ({ page }) => {
  for (const path of Object.values(PROTECTED_ROUTES).flat()) {
    await page.goto(path);
    await expect(page, `${path} should redirect`).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  }
});

test('after signing in from the redirect the visitor gets the page they wanted', async ({
  page,
}) => {
  await page.goto('/investor/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('investor@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/investor/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

for (const role of Object.keys(DEMO) as DemoRole[]) {
  const account = DEMO[role];
  test.describe(`the demo ${role}'s stored session`, () => {
    test.use({ signedInAs: role });

    test(`a signed-in ${role} on another role's route is sent to ${account.home}`, async ({
      page,
    }) => {
      const others = Object.entries(PROTECTED_ROUTES)
        .filter(([other]) => other !== role)
        .flatMap(([, paths]) => paths);
      for (const path of others) {
        await page.goto(path);
        await expect(page, `${path} should redirect`).toHaveURL(account.home);
      }
      await expect(page.getByRole('heading', { level: 1, name: account.dashboard })).toBeVisible();
    });
  });
}

test.describe("the demo investor's stored session", () => {
  test.use({ signedInAs: 'investor' });

  test('a signed-in user may open every route of their own role', async ({ page }) => {
    for (const path of PROTECTED_ROUTES.investor) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      // Each route is its own page now (My Investments, Messages, Settings...): what the
      // guard owes is the page itself, in the dashboard shell, not a redirect.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeAttached();
    }
  });
});
