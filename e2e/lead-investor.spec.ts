/**
 * The lead investor (docs/before-the-raise.md#lead-investor): a founder names an investor
 * by email on the project page; the investor accepts there with a quote; everyone sees
 * the lead and the quote, and Discover's list filters by it. axe passes on the page.
 */
import { expect, SIGNED_OUT, test } from './fixtures';
import { liveProject } from './projects';
import { seriousViolations } from './axe';

test('a founder names a lead, who accepts with a quote shown on the page', async ({
  ownUser,
  browser,
}) => {
  test.setTimeout(180_000);
  const founder = await ownUser('creator', 'Leo Founder');
  const title = `Led By Lena ${Date.now().toString(36)}`;
  const { slug } = await liveProject(founder, { title });
  const lead = await ownUser('investor', 'Lena Lead');

  await founder.page.goto(`/project/${slug}`);
  await founder.page.getByLabel("Lead investor's email").fill(lead.email);
  await founder.page.getByRole('button', { name: 'Ask to lead' }).click();
  await expect(founder.page.getByText('You asked Lena Lead to lead.')).toBeVisible();

  const quote = 'I have known this team for years and I am in on the same terms as you.';
  await lead.page.goto(`/project/${slug}`);
  await expect(lead.page.getByText('The founder asked you to lead this round.')).toBeVisible();
  await lead.page.getByLabel('Your quote for the project page').fill(quote);
  await lead.page.getByRole('button', { name: 'Accept and lead' }).click();
  await expect(lead.page.getByRole('heading', { name: 'Lead investor: Lena Lead' })).toBeVisible();

  const visitor = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await visitor.goto(`/project/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Lead investor: Lena Lead' })).toBeVisible();
  await expect(visitor.getByText(quote)).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  const listed = await visitor.request.get('/api/projects?lead=true&limit=100');
  const { projects } = (await listed.json()) as { projects: { slug: string }[] };
  expect(projects.map((p) => p.slug)).toContain(slug);
});
