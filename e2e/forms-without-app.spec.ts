/**
 * The contact and forgot-password forms work without the app: the browser checks the
 * fields and posts them (to /api/contact, to /api/forgot-password), and the server answers
 * with a redirect to the page's own notice (Message sent, Check your email), or a page
 * naming what to correct. So both pages start their app only on use, like the text pages,
 * and for a signed-out visitor these forms are the browser's: reading the page, filling
 * in the form and sending it never download the app. The log-in form is the browser's
 * too: /api/login signs in and sends the session (or the error) back to /login in the
 * URL's fragment, which the page's app, started only then, reads. So is the sign-up
 * form: /api/signup creates the account and sends the browser back to /signup's own
 * "Check your email" notice, or with the error in the fragment for the page's app.
 */
import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, outboxMail } from './helpers';
import { recordSubmitButton } from './submit-label';

/**
 * Each test sends from an address of its own (the worker counts contact messages per
 * address, `CF-Connecting-IP`), so the other specs' messages never use up its budget.
 */
const fromAddress = (n: number) => ({
  extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${n}` },
});

/**
 * Opens `path` and reads it (a key, scrolling): the app must not load. Returns whether the
 * page has asked for the app since.
 */
async function readWithoutTheApp(page: Page, path: string): Promise<() => boolean> {
  let appRequested = false;
  page.on('request', (request) => {
    if (/\/assets\/boot-app-.*\.js$/.test(request.url())) appRequested = true;
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Shift');
  await page.mouse.wheel(0, 100_000);
  await page.mouse.wheel(0, -100_000);
  await page.waitForLoadState('networkidle');
  expect(appRequested).toBe(false);
  return () => appRequested;
}

async function fillTheForm(page: Page, fields: { name: string; subject: string }) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: /Name/ }).fill(fields.name);
  await form.getByRole('textbox', { name: /Email/ }).fill('no-script@example.com');
  await form.getByRole('textbox', { name: /Subject/ }).fill(fields.subject);
  await form.getByRole('textbox', { name: /Message/ }).fill('Sent with scripts turned off.');
  return form;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, storageState: SIGNED_OUT, ...fromAddress(61) });

  test('/contact: the browser sends the form and the page says it was sent', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('Message sent')).toBeHidden();
    const form = await fillTheForm(page, { name: 'Noa Script', subject: 'Plain form post' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#message-sent$/);
    const notice = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('We reply within one business day');
  });

  test('/forgot-password: the browser asks for the link and the page says to check the inbox', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    const notice = page.getByRole('status').filter({ hasText: 'Check your email' });
    await expect(notice).toBeHidden();
    await page.getByLabel('Email').fill('nobody-without-scripts@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password#reset-link-sent$/);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('If an account exists for that address');
  });

  test('/contact: the browser checks the fields first; what it cannot check, the server names', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    // An empty form never leaves the page: the browser's own check stops it.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // Spaces are not a name, which only the server knows.
    await fillTheForm(page, { name: '   ', subject: 'Spaces for a name' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Your message was not sent' })).toBeVisible();
    await expect(page.getByText('Name: Please enter your name.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the contact page' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  });
});

test.describe('a signed-out visitor with JavaScript', () => {
  test.use({ storageState: SIGNED_OUT, ...fromAddress(62) });

  // Their page starts its app only on use, and these forms never need it: typing is the
  // browser's, and Send is the browser's own post, acknowledged at once.
  test('/contact: reading, filling in and sending it load no app; the page says it was sent', async ({
    page,
  }) => {
    const appRequested = await readWithoutTheApp(page, '/contact');
    const form = await fillTheForm(page, { name: 'Ada Script', subject: 'Sent by the browser' });
    // The browser's own checks stay on: the app, which would replace them, is not there.
    await expect(form).not.toHaveAttribute('novalidate');
    const buttonOnSubmit = await recordSubmitButton(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#message-sent$/);
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(await buttonOnSubmit()).toEqual({ label: 'Sending...', disabled: true, spinner: false });
    expect(appRequested()).toBe(false);
  });

  test('/forgot-password: filling in and sending it load no app; the page says to check the inbox', async ({
    page,
  }) => {
    const appRequested = await readWithoutTheApp(page, '/forgot-password');
    await page.getByLabel('Email').fill('nobody-with-scripts@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/forgot-password#reset-link-sent$/);
    const notice = page.getByRole('status').filter({ hasText: 'Check your email' });
    await expect(notice).toContainText('If an account exists for that address');
    expect(appRequested()).toBe(false);
  });
});

test.describe('a signed-out visitor logging in', () => {
  test.use({ storageState: SIGNED_OUT, ...fromAddress(64) });

  test('/login: reading and filling it in load no app; Log in is the browser’s post, and the app it comes back to signs them in', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.method() === 'POST') {
        posts.push(new URL(request.url()).pathname);
      }
    });
    const appRequested = await readWithoutTheApp(page, '/login');
    await page.getByLabel('Email').fill(DEMO.investor.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    expect(appRequested()).toBe(false);
    await expect(page.getByRole('form', { name: 'Log in' })).not.toHaveAttribute('novalidate');
    const buttonOnSubmit = await recordSubmitButton(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/investor$/);
    await expect(
      page.getByRole('heading', { level: 1, name: DEMO.investor.dashboard }),
    ).toBeVisible();
    expect(await buttonOnSubmit()).toEqual({ label: 'Log in', disabled: true, spinner: true });
    expect(posts).toEqual(['/api/login']);
    // The session is the app's now: a reload keeps the visitor signed in.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: DEMO.investor.dashboard }),
    ).toBeVisible();
  });

  test('/login: a wrong password comes back to the form with the email kept and the server’s message', async ({
    page,
  }) => {
    await readWithoutTheApp(page, '/login');
    const email = 'nobody-signing-in@example.com';
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login#error=/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    // The app runs now and sends the next attempt itself, the kept email with it.
    await page.getByLabel('Password').fill('still-not-the-password');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/auth/v1/token?grant_type=password')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    expect(request.resourceType()).toBe('fetch');
    expect(request.postDataJSON()).toEqual({
      email,
      password: 'still-not-the-password',
      gotrue_meta_security: {},
    });
  });
});

test.describe('a signed-out visitor signing up', () => {
  // From this machine's own address: the dev outbox answers only loopback.
  test.use({ storageState: SIGNED_OUT });

  async function fillSignUp(page: Page, fields: { email: string; confirm: string }) {
    await page.getByLabel('Full Name').fill('Native Creator');
    await page.getByLabel('Email').fill(fields.email);
    await page.getByLabel(/^Password/).fill('native-signup-2026');
    await page.getByLabel('Confirm Password').fill(fields.confirm);
    // The role is a radio the browser itself checks, drawn as the app would draw it.
    await page.getByText('Project Creator', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /Project Creator/ })).toBeChecked();
    const creatorItem = page.locator('[data-part="item"]').filter({ hasText: 'Project Creator' });
    await expect(creatorItem).toHaveAttribute('data-state', 'checked');
    await expect(
      page.locator('[data-part="item"]').filter({ hasText: 'Investor' }),
    ).toHaveAttribute('data-state', 'unchecked');
  }

  test('/signup: reading, filling in and sending it load no app; the page says to check the email, whose link signs the creator in', async ({
    page,
  }) => {
    const appRequested = await readWithoutTheApp(page, '/signup');
    const email = `native-signup-${Date.now()}@example.com`;
    await fillSignUp(page, { email, confirm: 'native-signup-2026' });
    expect(appRequested()).toBe(false);
    await expect(page.getByRole('form', { name: 'Sign up' })).not.toHaveAttribute('novalidate');
    const buttonOnSubmit = await recordSubmitButton(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup#account-created$/);
    const notice = page.getByRole('status').filter({ hasText: 'Account created!' });
    await expect(notice).toContainText('Please check your email to verify your account');
    // The account exists: the notice is all the form shows.
    await expect(page.getByLabel('Full Name')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeHidden();
    expect(await buttonOnSubmit()).toEqual({
      label: 'Creating account...',
      disabled: true,
      spinner: true,
    });
    expect(appRequested()).toBe(false);
    // The emailed link signs the new creator in, on their own home.
    await page.goto((await outboxMail(page.request, email, 'signup')).link);
    await expect(page).toHaveURL(/\/creator$/);
  });

  test('/signup: differing passwords come back with the name, email and role kept and "Passwords don\'t match."', async ({
    page,
  }) => {
    await readWithoutTheApp(page, '/signup');
    const email = `native-mismatch-${Date.now()}@example.com`;
    await fillSignUp(page, { email, confirm: 'something-else-2026' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match.")).toBeVisible();
    await expect(page).toHaveURL(/\/signup#error=/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Native Creator');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await expect(page.getByRole('radio', { name: /Project Creator/ })).toBeChecked();
    // The app runs now and sends the next attempt itself, with what was kept.
    await page.getByLabel(/^Password/).fill('native-signup-2026');
    await page.getByLabel('Confirm Password').fill('native-signup-2026');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/auth/v1/signup')),
      page.getByRole('button', { name: 'Create Account' }).click(),
    ]);
    expect(request.resourceType()).toBe('fetch');
    expect(request.postDataJSON()).toMatchObject({
      email,
      data: { full_name: 'Native Creator', role: 'creator' },
    });
    await expect(page.getByText('Account created!')).toBeVisible();
  });
});

test.describe('a signed-in visitor', () => {
  test.use({ signedInAs: 'investor', ...fromAddress(63) });

  // Their page's app starts on intent (it draws their session) and sends the form itself.
  test('/contact: the app shows Sending... while it delivers, then thanks them and clears', async ({
    page,
  }) => {
    // Faster than a check can see 'Sending...' on a local server: held until seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    const form = await fillTheForm(page, { name: 'Ada Park', subject: 'Sent by the app' });
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: /Sending\.\.\./ })).toBeVisible();
    release();
    // The app's own answer, on the same page: the name in the thanks, the fields cleared.
    await expect(page.getByText('Thanks, Ada Park!', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });
});
