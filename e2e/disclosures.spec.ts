/**
 * The founder's disclosures form (docs/before-the-raise.md#disclosures): a draft cannot
 * be sent for review until every part is complete, and the founder completes them on the
 * project's page, statements PDF included; the form passes axe and fits a 360 px phone.
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { draftProject } from './projects';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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

  const form = page.getByRole('form', { name: 'Disclosures' });
  await form.getByRole('button', { name: 'Add an officer or director' }).click();
  const officer = form.getByRole('group', { name: 'Officer or director 1' });
  await officer.getByLabel('Name', { exact: true }).fill('Cleo Creator');
  await officer.getByLabel('Title', { exact: true }).fill('Chief Executive Officer');
  await officer.getByLabel('Role').selectOption('both');
  await officer
    .getByLabel(/Business experience/)
    .fill('Founded the company in 2023; before that, product lead at a logistics firm.');
  await form.getByRole('button', { name: 'Add a holder' }).click();
  const holder = form.getByRole('group', { name: 'Holder 1' });
  await holder.getByLabel('Name', { exact: true }).fill('Cleo Creator');
  await holder.getByLabel('Class of securities').fill('Common stock');
  await holder.getByLabel('Voting power (%)').fill('80');
  await form
    .getByLabel('At the goal')
    .fill('Two engineers for twelve months and the first customers.');
  await form
    .getByLabel('At the maximum')
    .fill('The same, plus a sales hire and six more months of runway.');
  await form.getByRole('button', { name: 'Add a risk' }).click();
  await form
    .getByLabel('Risk 1', { exact: true })
    .fill('We depend on a single cloud provider for our whole product.');
  await form
    .getByLabel("The company's financial condition")
    .fill('Six months of runway, no debt, and revenue of $40,000 in the last fiscal year.');
  await form.getByRole('button', { name: 'Save disclosures' }).click();
  await expect(page.getByText('Disclosures saved.')).toBeVisible();
  await expect(checklist.getByText('Missing', { exact: true })).toHaveCount(1);

  // The statements: the tier the raise's size needs is preselected and explained.
  await expect(page.getByText(/This raise needs statements that are/)).toBeVisible();
  await page.getByLabel('Period end').fill('2025-12-31');
  await page.getByTestId('statement-file').setInputFiles({
    name: 'statements-2025.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('statements-2025.pdf uploaded.')).toBeVisible();
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
