import { expect, test } from './fixtures';
import { approveProject, draftProject, inDays, submitProject } from './projects';
import { seriousViolations } from './axe';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

test('a creator adds a team member, a gallery image and a video link; visitors see them', async ({
  browser,
  ownUser,
}) => {
  test.setTimeout(120_000);
  const title = `Team Reel ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Cora Creator');
  const project = await draftProject(creator, {
    title,
    tagline: 'Release notes your customers read',
    description: 'Team Reel turns merged pull requests into release notes with screenshots.',
    category: 'Productivity',
    fundingGoal: 80_000,
    equity: 5,
    endDate: inDays(90),
  });

  const page = creator.page;
  await page.goto(`/creator/projects/${project.id}/edit`);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // A team member: a missing role is worded on its field, then fixed.
  await page.getByRole('button', { name: 'Add a team member' }).click();
  const member = page.getByRole('group', { name: 'Team member 1' });
  await member.getByLabel('Name').fill('Ana Ruiz');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(member.getByText("Enter the team member's role.")).toBeVisible();
  await member.getByLabel('Role').fill('CEO');
  await expect(member.getByText("Enter the team member's role.")).toHaveCount(0);
  await member.getByLabel('Bio').fill('Ran support at two SaaS companies.');

  // A gallery image, uploaded to the project's folder.
  await page
    .getByTestId('gallery-file-input')
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
  const thumb = page.getByRole('img', { name: 'Gallery image 1 of 1' });
  await expect(thumb).toHaveAttribute(
    'src',
    new RegExp(`^/storage/v1/object/public/project-images/${project.id}/[\\w-]+\\.png$`),
  );
  const galleryUrl = (await thumb.getAttribute('src')) ?? '';

  await page.getByLabel('Video link').fill(VIDEO);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/creator/projects/${project.id}$`));

  await submitProject(creator, project.id);
  await approveProject(creator.page, project.id);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/project/${project.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const link = visitor.getByRole('link', { name: /video on YouTube/ });
  await expect(link).toHaveAttribute('href', VIDEO);
  await expect(visitor.locator('iframe')).toHaveCount(0);
  await expect(visitor.getByRole('img', { name: `${title} screenshot 1 of 1` })).toHaveAttribute(
    'src',
    galleryUrl,
  );
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByRole('tab', { name: 'Team' }).click();
  await expect(visitor.getByRole('heading', { name: 'Ana Ruiz' })).toBeVisible();
  await expect(visitor.getByText('Ran support at two SaaS companies.')).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
});
