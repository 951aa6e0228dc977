/**
 * The conversations journey (docs/product.md): a fresh investor asks a public question
 * on a fresh founder's live project, the founder answers, a signed-out visitor reads
 * both; the investor follows, sees the founder's update in the bell and opens it; they
 * message each other both ways; the watchlist lists the project. Script payloads are
 * refused or shown as text; axe passes on each screen. Everyone and the project are this
 * test's own, so the journey depends on no one else's data.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveProject } from './projects';
import { seriousViolations } from './axe';

const NAME = 'Quinn Questioner';

/**
 * Opens a project page on one tab through its `?tab=` link, as a notification does (a
 * click on the prerendered page before the app starts could be lost).
 */
async function openTab(page: Page, slug: string, tab: 'Discussion' | 'Updates') {
  await page.goto(`/project/${slug}?tab=${tab.toLowerCase()}`);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('heading', { name: /\d+ questions?/ })
      .or(page.getByRole('tabpanel', { name: 'Updates' })),
  ).toBeVisible();
}

async function openBellItem(page: Page, text: RegExp) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByRole('link', { name: text }).first();
  await expect(item).toBeVisible();
  expect(await seriousViolations(page, '[data-scope="popover"][data-part="content"]')).toEqual([]);
  await item.click();
}

test('ask, answer, follow, update, notify and message, both ways', async ({ browser, ownUser }) => {
  // Three people and a dozen screens on a shared, loaded machine.
  test.setTimeout(300_000);
  const tag = `${Date.now()}`;
  const founder = await ownUser('creator', 'Fern Founder');
  const title = `Inbox Relay ${Date.now().toString(36)}`;
  const { slug, id: projectId } = await liveProject(founder, { title });
  const { page } = await ownUser('investor', NAME);

  // The investor asks; a script is refused, a near-miss is kept as text.
  await openTab(page, slug, 'Discussion');
  const question = page.getByLabel('Your question');
  await question.fill('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(page.getByText(/HTML tags are not allowed/).first()).toBeVisible();
  const asked = `Run ${tag}: is MRR < $10k & "growing"? <b onclick=alert(1)`;
  await question.fill(asked);
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(page.getByText(asked)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The founder answers, marked as the founder.
  await openTab(founder.page, slug, 'Discussion');
  const card = founder.page.getByRole('listitem').filter({ hasText: asked });
  await card.getByRole('button', { name: 'Answer' }).click();
  const answer = `Run ${tag}: MRR is $42k and growing 8% a month.`;
  await card.getByLabel('Your answer').fill(answer);
  await card.getByRole('button', { name: 'Post answer' }).click();
  await expect(card.getByText(answer)).toBeVisible();
  expect(await seriousViolations(founder.page)).toEqual([]);

  // A signed-out visitor reads both.
  const visitor = await (await browser.newContext()).newPage();
  await openTab(visitor, slug, 'Discussion');
  const read = visitor.getByRole('listitem').filter({ hasText: asked });
  await expect(read.getByText(answer)).toBeVisible();
  await expect(read.getByText('Founder').first()).toBeVisible();
  expect(await visitor.locator('b[onclick]').count()).toBe(0);
  expect(await seriousViolations(visitor)).toEqual([]);

  // The investor's bell opens the answer where it is.
  await page.goto('/investor');
  await openBellItem(page, /answered your question/);
  await expect(page).toHaveURL(/tab=discussion#question-/);
  await expect(page.getByText(answer)).toBeVisible();

  // The investor follows; the founder posts an update; the bell opens it.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await founder.page.goto(`/creator/projects/${projectId}`);
  const updateTitle = `Run ${tag} milestone`;
  const form = founder.page.getByRole('form', { name: 'Post an update' });
  await form.getByRole('textbox', { name: 'Title' }).fill(updateTitle);
  await form
    .getByRole('textbox', { name: 'Update' })
    .fill('We shipped the Outlook integration today.');
  await founder.page.getByRole('button', { name: 'Post update' }).click();
  await expect(founder.page.getByText(/notified/)).toBeVisible();
  expect(await seriousViolations(founder.page)).toEqual([]);
  await page.goto('/investor');
  await expect(page.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await openBellItem(page, new RegExp(`posted an update on ${title}`));
  await expect(page).toHaveURL(/tab=updates/);
  await expect(page.getByText(updateTitle)).toBeVisible();

  // The watchlist lists the project.
  await page.goto('/investor/watchlist');
  const watchlist = page.getByRole('list', { name: 'Followed projects' });
  await expect(watchlist.getByRole('link', { name: title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Investor → founder, from the project page.
  await openTab(page, slug, 'Updates');
  await page.getByRole('button', { name: 'Message the founder' }).click();
  const dialog = page.getByRole('dialog');
  const hello = `Run ${tag}: could we talk about pricing?`;
  await dialog.getByLabel('Message').fill(hello);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message sent.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(hello)).toBeVisible();

  // Founder → investor: the thread from the bell, a reply.
  await founder.page.goto('/creator');
  await openBellItem(founder.page, new RegExp(`${NAME} sent you a message`));
  await expect(founder.page).toHaveURL(/\/creator\/messages\?thread=/);
  const thread = founder.page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(hello)).toBeVisible();
  const reply = `Run ${tag}: of course, per seat pricing.`;
  await founder.page.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await founder.page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText(reply)).toBeVisible();
  expect(await seriousViolations(founder.page)).toEqual([]);

  // The investor reads the reply in their inbox.
  await page.goto('/investor/messages');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
