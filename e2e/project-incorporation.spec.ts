import { expect, test } from './fixtures';
import { approveProject, draftProject, inDays, submitProject } from './projects';
import { seriousViolations } from './axe';

test("a creator gives the company's incorporation state and year; visitors see them", async ({
  browser,
  ownUser,
}) => {
  test.setTimeout(120_000);
  const title = `Inc Check ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Ida Incorporated');
  const project = await draftProject(creator, {
    title,
    tagline: 'Cap tables founders can read',
    description: 'Inc Check keeps a startup cap table in plain language for every founder.',
    category: 'Finance',
    fundingGoal: 90_000,
    equity: 6,
    endDate: inDays(90),
  });

  const page = creator.page;
  await page.goto(`/creator/projects/${project.id}/edit`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('State of incorporation').selectOption('Delaware');
  await page.getByLabel('Year of incorporation').fill('3021');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Enter the year of incorporation, 1800 to \d{4}\.$/)).toBeVisible();
  await page.getByLabel('Year of incorporation').fill('2021');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/creator/projects/${project.id}$`));

  // The edit form shows what was saved.
  await page.goto(`/creator/projects/${project.id}/edit`);
  await expect(page.getByLabel('State of incorporation')).toHaveValue('Delaware');
  await expect(page.getByLabel('Year of incorporation')).toHaveValue('2021');

  await submitProject(creator, project.id);
  await approveProject(creator.page, project.id);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/project/${project.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Incorporation' })).toBeVisible();
  await expect(visitor.getByText('Incorporated in Delaware in 2021')).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
});
