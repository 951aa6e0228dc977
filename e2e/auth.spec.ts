import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, outboxMail, submitLogIn, submitSignUp, uniqueEmail } from './helpers';

/** Signs up through the form; the form also says a confirmation mail is on its way. */
async function signUp(page: Page, email: string, password: string, role: 'investor' | 'creator') {
  await submitSignUp(page, { role, name: 'Erin Example', email, password });
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
}

test('sign up, confirm through the outbox, sign in, and land on the dashboard', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('new-creator');
  const password = 'a-long-password-1';
  await signUp(page, email, password, 'creator');

  // Before confirming, the server refuses the password and the toast says why.
  await submitLogIn(page, email, password);
  await expect(page.getByText('Email not confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/login(#error=.*)?$/);

  // The confirmation link signs the new user in and the login page sends them home.
  const mail = await outboxMail(request, email, 'signup');
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/creator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();

  // A fresh browser signs in with the confirmed account.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await submitLogIn(other, email, password);
  await expect(other.getByText('You have successfully signed in.')).toBeVisible();
  await expect(other).toHaveURL(/\/creator$/);
  await fresh.close();
});

test("a wrong password shows 'Invalid login credentials' and stays on /login", async ({ page }) => {
  await submitLogIn(page, 'investor@example.com', 'not-the-password');
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login(#error=.*)?$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('differing passwords on signup show "Passwords don\'t match." and send nothing', async ({
  page,
}) => {
  let signupCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) signupCalls += 1;
  });
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Erin Example');
  await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await page.getByLabel(/^Password/).fill('a-long-password-1');
  await page.getByLabel('Confirm Password').fill('a-long-password-2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match.")).toBeVisible();
  expect(signupCalls).toBe(0);
});

test('the session survives a reload', async ({ page }) => {
  await submitLogIn(page, 'investor@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/investor$/);
  await page.reload();
  await expect(page).toHaveURL(/\/investor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
});

// Signing out ends every session of the user: an investor of the test's own, never the demo's.
test('a second tab follows a sign-out in the first', async ({ ownUser }) => {
  const { page: first } = await ownUser('investor', 'Tab Twice');
  const second = await first.context().newPage();
  await second.goto('/investor/investments');
  await expect(second.getByRole('heading', { level: 1, name: 'My Investments' })).toBeVisible();

  await first.getByRole('button', { name: 'Sign Out' }).click();
  await expect(first.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(first).toHaveURL(/\/$/);
  // supabase-js relays SIGNED_OUT to the other tab; its route guard sends it to /login.
  await expect(second).toHaveURL(/\/login$/);
});

test('password recovery: request a link, follow it, set a new password, get signed in', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('recover');
  await signUp(page, email, 'the-first-password', 'investor');
  await page.goto((await outboxMail(request, email, 'signup')).link);
  await expect(page).toHaveURL(/\/investor$/);

  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto('/login');
  await tab.getByRole('link', { name: 'Forgot password' }).click();
  await expect(tab).toHaveURL(/\/forgot-password$/);
  await tab.getByLabel('Email').fill(email);
  await tab.getByRole('button', { name: 'Send reset link' }).click();
  // Sent by the app (it answers in the page, naming the address) or, before the page has
  // hydrated, by the browser (the page's notice): the same answer either way.
  await expect(
    tab.getByRole('status').filter({ hasText: 'If an account exists for' }),
  ).toBeVisible();

  await tab.goto((await outboxMail(request, email, 'recovery')).link);
  await expect(tab).toHaveURL(/\/reset-password/);
  await tab.getByLabel(/^New Password/).fill('the-second-password');
  await tab.getByLabel('Confirm New Password').fill('the-second-password');
  await tab.getByRole('button', { name: 'Update password' }).click();
  await expect(tab).toHaveURL(/\/investor$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
  await visitor.close();

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await submitLogIn(again, email, 'the-first-password');
  await expect(again.getByText('Invalid login credentials')).toBeVisible();
  await submitLogIn(again, email, 'the-second-password');
  await expect(again).toHaveURL(/\/investor$/);
  await fresh.close();
});

test('forgot password gives the same answer for an unknown address', async ({ page }) => {
  // Through the app's own links to its own forgot-password form.
  await page.goto('/signup?role=investor');
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for nobody-here@example.com')).toBeVisible();
});

test('a reset link that is missing or used shows how to get a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'request a new one' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('Google and GitHub are shown unavailable, with the reason, when the server has them off', async ({
  page,
}) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    // The page asks the server which providers are on once it has hydrated.
    await expect(
      page.getByText('Google and GitHub sign-in are not enabled on this server.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'GitHub' })).toBeDisabled();
  }
});
