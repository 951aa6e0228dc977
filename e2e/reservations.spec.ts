/**
 * Testing the waters (docs/before-the-raise.md#reservations): a founder opens an approved
 * project for reservations; an investor reserves on the project page (the 17 CFR 227.206
 * disclaimer, the total and the count shown, no Invest button), changes the amount; the
 * founder opens the offering; the investor, told in the bell, confirms through the
 * ordinary invest flow during the priority window. axe passes on each screen.
 */
import { expect, test } from './fixtures';
import { liveProject } from './projects';
import { seriousViolations } from './axe';
import { addFunds, invest } from './journey-steps';

test('reserve, open the offering, confirm through the invest flow', async ({ ownUser }) => {
  test.setTimeout(240_000);
  const founder = await ownUser('creator', 'Tess Waters');
  const title = `Waters Test ${Date.now().toString(36)}`;
  const { slug } = await liveProject(founder, { title });
  const investor = await ownUser('investor', 'Rory Reserver');

  // The founder opens the round from the project page.
  await founder.page.goto(`/project/${slug}`);
  await founder.page.getByRole('button', { name: 'Open for reservations' }).click();
  const panel = founder.page.getByRole('region', { name: 'Taking reservations' });
  await expect(panel).toContainText('no money or other consideration is being solicited');

  // The investor reserves, then changes the amount; nothing is charged.
  const page = investor.page;
  await page.goto(`/project/${slug}`);
  const round = page.getByRole('region', { name: 'Taking reservations' });
  // The testing-the-waters disclaimer, in words (no rule citation on screen).
  await expect(round).toContainText(
    'no money or other consideration is being solicited, and none will be accepted until the offering opens',
  );
  await expect(page.getByRole('link', { name: 'Invest Now' })).toHaveCount(0);
  await round.getByLabel('Amount to reserve (USD)').fill('1,500');
  await round.getByRole('button', { name: 'Reserve' }).click();
  await expect(round.getByText('Reserved $1,500.00. Nothing was charged.')).toBeVisible();
  await round.getByLabel('New amount (USD)').fill('1000');
  await round.getByRole('button', { name: 'Change reservation' }).click();
  await expect(round.getByText('Your reservation: $1,000.00.')).toBeVisible();
  await expect(round).toContainText('Reserved$1,000.00');
  await expect(round).toContainText('Reservers1');
  expect(await seriousViolations(page)).toEqual([]);

  // The founder opens the offering: the priority window starts.
  await founder.page.reload();
  await founder.page.getByRole('button', { name: 'Open the offering' }).click();
  await expect(founder.page.getByText(/Priority window for reservers: until/)).toBeVisible();

  // The investor hears of it in the bell, and confirms by investing.
  await page.goto('/investor');
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  await expect(page.getByText(/The offering is open\. As a reserver/)).toBeVisible();
  // In a kind of its own (not an update), which the bell words as such.
  await expect(
    page.getByText(`${title}, which you reserved, opened its offering: reservers commit first`),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/project/${slug}`);
  await expect(page.getByText('Room is held for your reservation')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await addFunds(page, '2,000');
  await invest({ page, email: investor.email, name: 'Rory Reserver' }, slug, title, '$1,000.00');
  await page.goto(`/project/${slug}`);
  await expect(page.getByText('You confirmed your reservation with a commitment.')).toBeVisible();
});
