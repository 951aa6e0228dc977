/**
 * The contact and forgot-password forms work without JavaScript: the worker renders the
 * page with its form, the browser checks the fields and posts them (to /api/contact, to
 * /api/forgot-password), and the server answers with a redirect to the page's own notice
 * (Message sent, Check your email), or a page naming what to correct. With JavaScript the
 * hydrated app sends them itself.
 */
import type { Page } from '@playwright/test';
import { expect, SIGNED_OUT, test } from './fixtures';

/**
 * Each test sends from an address of its own (the worker counts contact messages per
 * address, `CF-Connecting-IP`), so the other specs' messages never use up its budget.
 */
const fromAddress = (n: number) => ({
  extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${n}` },
});

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

test.describe('a signed-in visitor', () => {
  test.use({ signedInAs: 'investor', ...fromAddress(63) });

  // The hydrated app sends the form itself.
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
