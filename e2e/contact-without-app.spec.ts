/**
 * The contact form works without the app (web/features/contact/contact-form.tsx): the
 * browser checks the fields and posts them to /api/contact, which answers with a redirect
 * to the page's Message sent notice, or a page naming what to correct. So /contact starts
 * its app only on use, like the text pages: reading it never downloads the app.
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

  test('/contact: reading it loads no app; focusing a field starts it, which then sends', async ({
    page,
  }) => {
    let appRequested = false;
    page.on('request', (request) => {
      if (/\/assets\/boot-app-.*\.js$/.test(request.url())) appRequested = true;
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Shift');
    await page.mouse.wheel(0, 100_000);
    await page.mouse.wheel(0, -100_000);
    await page.waitForLoadState('networkidle');
    expect(appRequested).toBe(false);

    const form = await fillTheForm(page, { name: 'Ada Script', subject: 'Sent by the app' });
    await expect(form).toHaveAttribute('novalidate', '');
    expect(appRequested).toBe(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The app's own answer, on the same page: no navigation, the name in the thanks.
    await expect(page.getByText('Thanks, Ada Script!', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
