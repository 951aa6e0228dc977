import { expect, OWN_PASSWORD, test } from './fixtures';
import { submitLogIn } from './helpers';
import { seriousViolations } from './axe';

test('an admin suspends a user, who is signed out and cannot sign in until restored', async ({
  browser,
  demoPage,
  ownUser,
  request,
}) => {
  // Three browsers and two axe runs: a long journey.
  test.setTimeout(120_000);
  const { page: userPage, email, token } = await ownUser('investor', 'Sam Suspended');

  // The user's settings page, while still allowed in (axe on a settings page).
  await userPage.goto('/investor/settings');
  await expect(userPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  await expect(userPage.getByRole('region', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await seriousViolations(userPage)).toEqual([]);

  // The demo admin suspends only a user of this test's own.
  const page = await demoPage('admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search by name or email').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Suspend ${email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Suspend this user?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`User suspended: ${email}`)).toBeVisible();
  await expect(table.getByText('Suspended', { exact: true })).toBeVisible();

  // The user's session ended on the server: the token their browser holds is refused.
  const user = await request.get('/auth/v1/user', {
    headers: { Authorization: `Bearer ${token}`, apikey: 'sb_publishable_launchfund_local' },
  });
  expect(user.status()).toBe(403);
  await userPage.context().close();

  // Signing in again, in a fresh browser, is refused with the reason.
  const freshContext = await browser.newContext();
  const fresh = await freshContext.newPage();
  await submitLogIn(fresh, email, OWN_PASSWORD);
  await expect(fresh.getByText('User is banned')).toBeVisible();
  await expect(fresh).toHaveURL(/\/login(#error=.*)?$/);

  // Restored, the same password works again.
  await page.getByRole('button', { name: `Restore ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`User restored: ${email}`)).toBeVisible();
  // The failed attempt came back with the email kept; the password is typed again.
  await expect(fresh.getByLabel('Email')).toHaveValue(email);
  await fresh.getByLabel('Password').fill(OWN_PASSWORD);
  await fresh.getByRole('button', { name: 'Log in' }).click();
  await expect(fresh).toHaveURL(/\/investor$/);
  await freshContext.close();
});
