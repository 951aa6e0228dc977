/**
 * Issue 18: a prerendered form takes typing before the app has started and keeps it.
 * The app's chunk is held back, so everything here happens before React owns the form;
 * every frame is checked, since a field put back to its server value for even one
 * frame is what a visitor sees as their text vanishing (web/lib/deferred-boot.ts).
 */
import type { Page } from '@playwright/test';
import { holdTheApp } from './hold-app';
import { expect, test } from './fixtures';

/** Records a field's value at every frame until `shown()` is read. */
async function watchFrames(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const field = document.querySelector<HTMLInputElement>(selector);
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const tick = () => {
      frames.push(field?.value ?? '(gone)');
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
  return {
    shown: () =>
      page.evaluate(() => [...new Set((window as unknown as { frames_: string[] }).frames_)]),
  };
}

// A signed-out visitor's contact form is the browser's own (e2e/forms-without-app.spec.ts);
// a signed-in visitor's page starts its app on intent, which then takes the form over.
test.describe('a signed-in visitor', () => {
  test.use({ signedInAs: 'investor' });

  test('/contact: the first letters typed while the app starts stay, and the app sends them', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByRole('textbox', { name: /Name/ });
    // Focusing the field starts the app; the letters are the browser's until it runs.
    await name.pressSequentially('Ni');
    await app.requested;
    const frames = await watchFrames(page, 'input[name="name"]');
    await app.release();
    // The app checks the fields itself once it runs (the browser's check is for without it).
    await expect(form).toHaveAttribute('novalidate', '');
    // Typing on in the app's own field, then sending with the other fields empty: only
    // Name is not reported missing, so the app's state holds the letters typed early.
    await name.pressSequentially('a');
    await expect(name).toHaveValue('Nia');
    expect(await frames.shown()).toEqual(['Ni', 'Nia']);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a subject.')).toBeVisible();
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
  });

  test('/contact: typed and sent with Enter before the app runs, then sent by the app', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') {
        documents.push(`${request.method()} ${request.url()}`);
      }
    });
    const app = await holdTheApp(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByRole('textbox', { name: /Name/ });
    // Focusing the field is the intent that starts the app.
    await name.fill('Early Typist');
    await app.requested;
    const subject = form.getByRole('textbox', { name: /Subject/ });
    await subject.fill('Sent before the app ran');
    const frames = await watchFrames(page, 'input[name="name"]');
    await subject.press('Enter');
    // Held, not sent by the browser: the same page, the fields as typed.
    await expect(name).toHaveValue('Early Typist');
    await app.release();
    // The app sent what was typed: only the field left empty is reported missing.
    await expect(form.getByText('Please enter a message.')).toBeVisible();
    await expect(form.getByText('Please enter your name.')).toHaveCount(0);
    await expect(form.getByText('Please enter a subject.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);
    expect(await frames.shown()).toEqual(['Early Typist']);
    // One document, the page itself: the browser never submitted the form.
    expect(documents).toEqual([expect.stringMatching(/^GET .*\/contact$/)]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login: the browser’s own submit is a POST to /api/login, never the password in a URL', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody-without-scripts@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.resourceType() === 'document' && r.method() === 'POST'),
      page.getByLabel('Password').press('Enter'),
    ]);
    expect(new URL(request.url()).pathname).toBe('/api/login');
    expect(request.url()).not.toContain('not-the-password');
    // Back on the page with the outcome in its fragment (which only the app can show).
    await expect(page).toHaveURL(/\/login#error=access_denied&error_code=invalid_credentials/);
    expect(page.url()).not.toContain('not-the-password');
  });

  test('/signup: the browser’s own submit is a POST to /api/signup, and the page says to check the email', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('No Script');
    await page.getByLabel('Email').fill(`no-script-signup-${Date.now()}@example.com`);
    await page.getByLabel(/^Password/).fill('no-script-2026');
    await page.getByLabel('Confirm Password').fill('no-script-2026');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.resourceType() === 'document' && r.method() === 'POST'),
      page.getByRole('button', { name: 'Create Account' }).click(),
    ]);
    expect(new URL(request.url()).pathname).toBe('/api/signup');
    expect(request.url()).not.toContain('no-script-2026');
    expect(new URLSearchParams(request.postData() ?? '').get('role')).toBe('investor');
    await expect(page).toHaveURL(/\/signup#account-created$/);
    await expect(page.getByRole('status').filter({ hasText: 'Account created!' })).toBeVisible();
  });
});
