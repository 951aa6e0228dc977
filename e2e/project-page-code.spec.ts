/**
 * The project page loads the code of what it does not draw at start only when it is
 * needed (issue #18): the Updates, History, Discussion and SAFE simulator tabs' code when
 * a tab is pointed at or opened, the message-the-founder dialog's when its button is. The
 * server-rendered page hydrates without an error, and each tab then shows its content.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectErrors } from './page-errors';

/** Chunks named after the modules the page loads on demand (Vite names a chunk so). */
const ON_DEMAND =
  /\/(updates-list|discussion-thread|safe-simulator|history-tab|message-founder-dialog|hide-post-dialog)-[^/]*\.js$/;

/** The on-demand chunks the page has fetched so far. */
function collectOnDemand(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const match = ON_DEMAND.exec(new URL(response.url()).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  return fetched;
}

test('the page hydrates with no tab code, which loads on demand', async ({ page }) => {
  const errors = collectErrors(page);
  const fetched = collectOnDemand(page);
  await page.goto('/project/devpipeline');
  await expect(page.getByRole('heading', { level: 1, name: 'DevPipeline' })).toBeVisible();
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Team' })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  // Pointing at a tab fetches its code before the click.
  await page.getByRole('tab', { name: 'Discussion' }).hover();
  await expect.poll(() => fetched).toContain('discussion-thread');
  await page.getByRole('tab', { name: 'Discussion' }).click();
  await expect(page.getByText(/sign in to join the discussion/i)).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(/A permanent record of this offering/)).toBeVisible();
  await page.getByRole('tab', { name: 'Updates' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Updates' }).getByText('Monorepo support is live'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'SAFE simulator' }).click();
  await expect(page.getByRole('heading', { name: 'SAFE simulator' })).toBeVisible();
  // A visitor can neither message the founder nor hide a post: those dialogs never load.
  expect(fetched).not.toContain('message-founder-dialog');
  expect(fetched).not.toContain('hide-post-dialog');
  expect(errors).toEqual([]);
});

test('an investor opens the message dialog on demand; closing it returns focus', async ({
  demoPage,
}) => {
  const page = await demoPage('investor');
  const errors = collectErrors(page);
  const fetched = collectOnDemand(page);
  await page.goto('/project/devpipeline');
  const opener = page.getByRole('button', { name: 'Message the founder' });
  await expect(opener).toBeVisible();
  expect(fetched).not.toContain('message-founder-dialog');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Message / });
  await expect(dialog.getByLabel('Message')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(errors).toEqual([]);
});
