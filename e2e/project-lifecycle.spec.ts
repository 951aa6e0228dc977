import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { completeDisclosures } from './disclosures';

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Discover, searched the way a visitor does it: click the box, type the title. */
async function searchDiscover(page: Page, title: string) {
  await page.goto('/projects');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover SaaS Projects' }),
  ).toBeVisible();
  const search = page.getByPlaceholder('Search projects...');
  await search.click();
  await search.fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
}

async function reviewCard(admin: Page, title: string) {
  await admin.goto('/admin/projects');
  await expect(admin.getByRole('heading', { level: 1, name: 'Project Reviews' })).toBeVisible();
  const card = admin.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}

test('a creator drafts, edits and publishes; an admin asks for changes, then approves; a visitor finds it', async ({
  browser,
  demoPage,
  ownUser,
}) => {
  test.setTimeout(120_000);
  const title = `Orbit Ledger ${Date.now().toString(36)}`;

  // The creator drafts a project from the dashboard's New Project button.
  // A creator of the test's own: the demo creator's projects stay as seeded.
  const { page: creator, token: creatorToken } = await ownUser('creator', 'Cleo Creator');
  await creator.getByRole('main').getByRole('link', { name: 'New Project' }).click();
  await expect(creator.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await creator.getByRole('button', { name: 'Save draft' }).click();
  await expect(creator.getByText('Enter a title.')).toBeVisible();
  expect(await seriousViolations(creator)).toEqual([]);
  await creator.getByLabel('Title').fill(title);
  await creator.getByLabel('Tagline').fill('Revenue recognition for usage-based SaaS');
  await creator
    .getByLabel('Description')
    .fill('Orbit Ledger turns metered usage into audited revenue schedules, every night.');
  await creator.getByLabel('Category').selectOption('Finance');
  await creator.getByLabel('Funding goal').fill('120,000');
  await creator.getByLabel('Equity offered (%)').fill('9');
  await creator.getByLabel('Minimum investment').fill('200000');
  await creator.getByLabel('End date').fill(inDays(120));
  await creator.getByLabel('Website').fill('https://orbit-ledger.example');
  await creator.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    creator.getByText('The minimum investment cannot be above the funding goal.'),
  ).toBeVisible();
  await creator.getByLabel('Minimum investment').fill('750');
  await creator.getByRole('button', { name: 'Save draft' }).click();
  await expect(creator).toHaveURL(/\/creator\/projects\/[^/]+$/);
  const projectUrl = creator.url();
  await expect(creator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(creator.getByText('Only you can see this project.', { exact: false })).toBeVisible();

  // Edits it.
  await creator.getByRole('link', { name: 'Edit' }).click();
  await expect(creator.getByLabel('Title')).toHaveValue(title);
  await creator.getByLabel('Tagline').fill('Usage-based revenue, recognised automatically');
  await creator.getByRole('button', { name: 'Save changes' }).click();
  await expect(creator).toHaveURL(projectUrl);
  await expect(creator.getByText('Usage-based revenue, recognised automatically')).toBeVisible();

  // The disclosures first: a project without them is refused for review.
  await completeDisclosures(creator.request, creatorToken, projectUrl.split('/').at(-1) ?? '');
  // Publishes it from the dashboard's My Projects: the badge turns to In review.
  await creator.goto('/creator');
  const row = creator.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  // Publishing asks first, naming what follows.
  await creator
    .getByRole('alertdialog', { name: `Send ${title} for review?` })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await expect(row.getByText('In review')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  await creator.goto(projectUrl);
  await expect(
    creator.getByText('Our team is reviewing your project.', { exact: false }),
  ).toBeVisible();

  // Not public while in review.
  const visitor = await (await browser.newContext()).newPage();
  await searchDiscover(visitor, title);
  await expect(visitor.getByText('No projects found')).toBeVisible();

  // The admin asks for changes with a note.
  const admin = await demoPage('admin');
  let card = await reviewCard(admin, title);
  await card.getByRole('button', { name: 'Request changes' }).click();
  await card.getByRole('textbox', { name: 'Note to the creator' }).fill('Add your pricing tiers.');
  await card.getByRole('button', { name: 'Send request' }).click();
  await expect(admin.getByRole('article', { name: title })).toHaveCount(0);

  // The creator reads the note, fixes the project and resubmits.
  await creator.goto(projectUrl);
  const status = creator.getByLabel('Project status');
  await expect(status).toContainText('Changes requested');
  await expect(status).toContainText('Add your pricing tiers.');
  expect(await seriousViolations(creator)).toEqual([]);
  await creator.getByRole('link', { name: 'Edit' }).click();
  await creator
    .getByLabel('Description')
    .fill(
      'Orbit Ledger turns metered usage into audited revenue schedules. Plans: Starter $49, Growth $199.',
    );
  await creator.getByRole('button', { name: 'Save changes' }).click();
  await expect(creator).toHaveURL(projectUrl);
  await creator.getByRole('button', { name: 'Resubmit for review' }).click();
  await creator
    .getByRole('alertdialog', { name: `Send ${title} for review?` })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await expect(
    creator.getByText('Our team is reviewing your project.', { exact: false }),
  ).toBeVisible();

  // The admin approves.
  card = await reviewCard(admin, title);
  await expect(card.getByText('Plans: Starter $49, Growth $199.', { exact: false })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await card.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve and go live' }).click();
  await expect(admin.getByRole('article', { name: title })).toHaveCount(0);

  await creator.goto(projectUrl);
  await expect(creator.getByText('Approved and live', { exact: false })).toBeVisible();

  // A visitor finds it on Discover and opens it.
  await searchDiscover(visitor, title);
  const result = visitor.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(result).toHaveCount(1);
  await result.getByRole('link').first().click();
  await expect(visitor).toHaveURL(/\/project\/orbit-ledger-/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
