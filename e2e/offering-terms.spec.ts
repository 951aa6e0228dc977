import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { completeDisclosures } from './disclosures';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a creator submits a project with SAFE terms; the admin reviews the terms and approves', async ({
  demoPage,
  ownUser,
}) => {
  test.setTimeout(120_000);
  const title = `Terms Ledger ${Date.now().toString(36)}`;

  // A creator of the test's own: the demo creator's projects stay as seeded.
  const { page: creator, token: creatorToken } = await ownUser('creator', 'Cleo Creator');
  await creator.goto('/creator/new-project');
  await expect(creator.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await creator.getByLabel('Title').fill(title);
  await creator.getByLabel('Tagline').fill('Revenue schedules for usage-based SaaS');
  await creator
    .getByLabel('Description')
    .fill('Terms Ledger turns metered usage into audited revenue schedules every night.');
  await creator.getByLabel('Category').selectOption('Finance');
  await creator.getByLabel('Funding goal').fill('150,000');
  await creator.getByLabel('Equity offered (%)').fill('10');
  await creator.getByLabel('Minimum investment').fill('1000');
  await creator.getByLabel('End date').fill(inDays(90));
  await creator.getByLabel('SAFE type').selectOption('cap_and_discount');
  // A cap under the maximum raise is refused on its field, by the shared schema.
  await creator.getByLabel('Post-money valuation cap').fill('100000');
  await creator.getByLabel('Discount (%)').fill('20');
  await creator.getByLabel('Maximum raise').fill('200000');
  await creator.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    creator.getByText('The valuation cap must be above the maximum raise.'),
  ).toBeVisible();
  // Axe reads the page at rest, not the Save button under the pointer that just pressed it.
  await creator.mouse.move(0, 0);
  expect(await seriousViolations(creator)).toEqual([]);
  await creator.getByLabel('Post-money valuation cap').fill('1,500,000');
  await creator.getByText('Investors get a pro-rata side letter').click();
  await creator.getByRole('button', { name: 'Save draft' }).click();
  await expect(creator).toHaveURL(/\/creator\/projects\/[^/]+$/);
  const projectUrl = creator.url();

  // The edit form loads the terms back.
  await creator.getByRole('link', { name: 'Edit' }).click();
  await expect(creator.getByLabel('SAFE type')).toHaveValue('cap_and_discount');
  await expect(creator.getByLabel('Post-money valuation cap')).toHaveValue('1500000');
  await expect(creator.getByLabel('Discount (%)')).toHaveValue('20');
  // The disclosures first: a project without them is refused for review.
  await completeDisclosures(creator.request, creatorToken, projectUrl.split('/').at(-1) ?? '');
  await creator.goto(projectUrl);
  await creator.getByRole('button', { name: 'Publish' }).click();
  // Publishing may ask for a confirmation first.
  const send = creator.getByRole('button', { name: 'Send for review' });
  await send.waitFor({ timeout: 3_000 }).then(
    () => send.click(),
    () => undefined,
  );
  await expect(
    creator.getByText('Our team is reviewing your project.', { exact: false }),
  ).toBeVisible();

  const admin = await demoPage('admin');
  await admin.goto('/admin/projects');
  const card = admin.getByRole('article', { name: title });
  const terms = card.getByRole('region', { name: 'Offering terms' });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText('Valuation Cap and Discount');
  await expect(terms).toContainText('$1,500,000');
  await expect(terms).toContainText('20 %');
  await expect(terms).toContainText('$1,000');
  await expect(terms).toContainText('$150,000');
  await expect(terms).toContainText('$200,000');
  // Whole dollars, as every other screen gives them.
  await expect(terms).not.toContainText('.00');
  expect(await seriousViolations(admin)).toEqual([]);
  await card.getByRole('button', { name: 'Approve' }).click();
  // Approving asks first; the dialog hides the card from the accessibility tree meanwhile.
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve and go live' }).click();
  await expect(admin.getByRole('article', { name: title })).toHaveCount(0);

  // Live with the creator's terms: the public offering answers them.
  await creator.goto(projectUrl);
  await expect(creator.getByRole('link', { name: 'Change terms' })).toBeVisible();
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const offering = await creator.request.get(`/api/projects/${slug}/offering`);
  expect(await offering.json()).toMatchObject({
    offering: {
      variant: 'cap_and_discount',
      valuationCapDollars: 1_500_000,
      discountPercent: 20,
      proRata: true,
      minimumInvestmentCents: 100_000,
      fundingGoalCents: 15_000_000,
      maximumRaiseCents: 20_000_000,
    },
  });
});
