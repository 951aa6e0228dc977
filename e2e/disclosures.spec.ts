/**
 * The founder's disclosures form (docs/before-the-raise.md#disclosures): a draft cannot
 * be sent for review until every part is complete, and the founder completes them on the
 * project's page, statements PDF included; the form passes axe and fits a 360 px phone.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { completeDisclosuresInForm } from './journey-steps';
import { draftProject } from './projects';

test('a founder completes the disclosures through the form, then the submission is accepted', async ({
  ownUser,
}) => {
  test.setTimeout(120_000);
  const creator = await ownUser('creator', 'Cleo Creator');
  const title = `Status Scribe ${Date.now().toString(36)}`;
  const project = await draftProject(creator, { title });
  const { page } = creator;
  await page.goto(`/creator/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Disclosures' })).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Disclosures checklist' });
  await expect(checklist.getByText('Missing', { exact: true })).toHaveCount(6);

  // Submitting now is refused, naming the parts and pointing to the form.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(/Fill them in under Disclosures/)).toBeVisible();

  // The parts through the form, then the statements at the tier the form preselects
  // and explains.
  await expect(page.getByText(/This raise needs statements that are/)).toBeVisible();
  await completeDisclosuresInForm(page);
  await expect(checklist.getByText('Missing', { exact: true })).toHaveCount(0);
  await expect(checklist.getByText('Complete', { exact: true })).toHaveCount(6);

  expect(await seriousViolations(page)).toEqual([]);

  // At a 360 px phone nothing is wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Disclosures' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Submitted for review')).toBeVisible();
});
