import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'demo-password-2026';

async function signIn(page: Page, email: string, home: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(home);
}

const protectedRoutes = {
  admin: ['/admin', '/admin/projects', '/admin/users', '/admin/analytics', '/admin/settings'],
  investor: [
    '/investor',
    '/investor/investments',
    '/investor/discover',
    '/investor/messages',
    '/investor/settings',
  ],
  creator: [
    '/creator',
    '/creator/projects',
    '/creator/new-project',
    '/creator/messages',
    '/creator/settings',
  ],
};

test('every protected route sends a signed-out visitor to /login', async ({ page }) => {
  for (const path of Object.values(protectedRoutes).flat()) {
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
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/investor/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
});

const accounts = [
  { role: 'admin', email: 'admin@example.com', home: '/admin', title: 'Admin Dashboard' },
  {
    role: 'investor',
    email: 'investor@example.com',
    home: '/investor',
    title: 'Investor Dashboard',
  },
  { role: 'creator', email: 'creator@example.com', home: '/creator', title: 'Creator Dashboard' },
] as const;

for (const account of accounts) {
  test(`a signed-in ${account.role} on another role's route is sent to ${account.home}`, async ({
    page,
  }) => {
    await signIn(page, account.email, account.home);
    const others = Object.entries(protectedRoutes)
      .filter(([role]) => role !== account.role)
      .flatMap(([, paths]) => paths);
    for (const path of others) {
      await page.goto(path);
      await expect(page, `${path} should redirect`).toHaveURL(account.home);
    }
    await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
  });
}

test('a signed-in user may open every route of their own role', async ({ page }) => {
  await signIn(page, 'investor@example.com', '/investor');
  for (const path of protectedRoutes.investor) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
  }
});
