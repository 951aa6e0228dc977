import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveProject, draftProject, inDays, submitProject } from './projects';
import { seriousViolations } from './axe';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether an <img> finished loading real pixels. */
function loaded(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test('a creator uploads a cover image and sees it on Discover and the project page', async ({
  browser,
  ownUser,
}) => {
  test.setTimeout(120_000);
  const title = `Cover Cast ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Cora Creator');

  // A draft to put the cover on (the form's own journey is project-lifecycle.spec.ts).
  const project = await draftProject(creator, {
    title,
    tagline: 'Screenshots that explain themselves',
    description: 'Cover Cast turns product screenshots into annotated release notes.',
    category: 'Productivity',
    fundingGoal: 90_000,
    equity: 6,
    endDate: inDays(90),
  });

  await creator.page.goto(`/creator/projects/${project.id}/edit`);
  await expect(creator.page.getByLabel('Title')).toHaveValue(title);
  const input = creator.page.getByTestId('cover-file-input');

  // Refused before sending: the wrong type, with the rule in words.
  await input.setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(creator.page.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP file.');

  // Refused by the server: a page dressed up as a PNG.
  await input.setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body>not an image</body></html>'),
  });
  await expect(creator.page.getByRole('alert')).toHaveText(
    'That file is not a PNG, JPEG or WebP image.',
  );

  // Accepted: the preview shows the stored image.
  await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  const preview = creator.page.getByRole('img', { name: 'Cover preview' });
  await expect(preview).toHaveAttribute(
    'src',
    new RegExp(`^/storage/v1/object/public/project-images/${project.id}/[\\w-]+\\.png$`),
  );
  await expect(creator.page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => loaded(creator.page, 'img[alt="Cover preview"]')).toBe(true);
  expect(await seriousViolations(creator.page)).toEqual([]);
  const coverUrl = (await preview.getAttribute('src')) ?? '';

  await creator.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(creator.page).toHaveURL(new RegExp(`/creator/projects/${project.id}$`));

  // Submitted and approved (the review screens are project-lifecycle.spec.ts's).
  await submitProject(creator, project.id);
  await approveProject(creator.page, project.id);

  // A visitor sees the cover on Discover and on the project page.
  const visitor = await (await browser.newContext()).newPage();
  // Discover, searched the way a visitor does it (reaching for the search box starts the
  // prerendered page's app).
  await visitor.goto('/projects');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Discover SaaS Projects' }),
  ).toBeVisible();
  const search = visitor.getByPlaceholder('Search projects...');
  await search.click();
  await search.fill(title);
  await expect(visitor).toHaveURL(/[?&]q=/);
  const card = visitor.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: `${title} cover` })).toHaveAttribute('src', coverUrl);
  await card.getByRole('img', { name: `${title} cover` }).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(visitor, `main article img[src="${coverUrl}"]`)).toBe(true);

  await visitor.goto(`/project/${project.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `${title} cover` })).toHaveAttribute(
    'src',
    coverUrl,
  );
  await expect.poll(() => loaded(visitor, `main img[src="${coverUrl}"]`)).toBe(true);
  expect(await seriousViolations(visitor)).toEqual([]);
});
