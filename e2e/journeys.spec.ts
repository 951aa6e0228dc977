/**
 * The whole product in two journeys (docs/product.md, docs/money.md#settlement): everyone
 * in them is new, signs up through the forms and confirms through the outbox, so the
 * journeys depend on no one else's data and leave the shared demo accounts as they were.
 * Only what has no screen goes around the UI: the demo admin makes the fresh admin (through
 * the admin auth API) and the closing job runs through its dev route at a time past the
 * offering's end. The steps themselves are in journey-steps.ts.
 */
import type { Page } from '@playwright/test';
import { expect, OWN_PASSWORD, test } from './fixtures';
import {
  addFunds,
  approve,
  closeAfterEnd,
  draftProject,
  invest,
  signUpAndConfirm,
  verifyBeforeAddingFunds,
  verifyBeforeSubmitting,
  slugOf,
  statValue,
  submitForReview,
  turnOnTwoFactorAndSignInAgain,
  wallet,
  wholeDollars,
} from './journey-steps';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The admin dashboard's Total Revenue (the sum of every fee), once it has loaded. */
async function totalRevenue(admin: Page): Promise<number> {
  await admin.goto('/admin');
  const figure = statValue(admin, 'Total Revenue');
  await expect(figure).toHaveText(/^\$[\d,]+$/);
  return wholeDollars(await figure.textContent());
}

/** A row of a dashboard list (a recent list, the portfolio) naming `text`. */
const rowOf = (page: Page, list: string, text: string) =>
  page
    .getByRole('main')
    .getByRole('region', { name: list })
    .getByRole('listitem')
    .filter({ hasText: text });

test('a founder signs up, confirms, drafts with a cover image, submits; an admin reviews with two-factor on and approves; two investors add funds, invest, one cancels, one asks a question the founder answers; the offering closes funded; payouts, fee and holdings appear on all three dashboards', async ({
  browser,
  ownUser,
  request,
}) => {
  // Four people, each in a browser of their own, on a shared two-core machine.
  test.setTimeout(150_000);
  const title = `Shift Sharer ${Date.now().toString(36)}`;

  // The founder signs up, confirms, drafts, uploads a cover and sends it for review.
  const founder = await signUpAndConfirm(browser, 'creator', 'Fay Founder');
  const draft = await draftProject(founder.page, title);
  await founder.page.getByRole('link', { name: 'Edit' }).click();
  await expect(founder.page.getByLabel('Title')).toHaveValue(title);
  const chooser = founder.page.waitForEvent('filechooser');
  await founder.page.getByRole('button', { name: 'Upload a cover image' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  const preview = founder.page.getByRole('img', { name: 'Cover preview' });
  await expect(preview).toHaveAttribute(
    'src',
    new RegExp(`^/storage/v1/object/public/project-images/${draft.id}/[\\w-]+\\.png$`),
  );
  const coverUrl = (await preview.getAttribute('src')) ?? '';
  await founder.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(founder.page).toHaveURL(new RegExp(`/creator/projects/${draft.id}$`));
  await expect(founder.page.getByRole('img', { name: `${title} cover` })).toHaveAttribute(
    'src',
    coverUrl,
  );
  await verifyBeforeSubmitting(founder, draft);
  await submitForReview(founder.page, draft);

  // A new admin turns two-factor on, signs in again with a code and approves.
  const { page: admin, email: adminEmail } = await ownUser('admin', 'Ari Admin');
  await turnOnTwoFactorAndSignInAgain(admin, adminEmail, '/admin');
  // From now on the password alone does not open the review queue.
  const passwordOnly = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: adminEmail, password: OWN_PASSWORD },
  });
  const { access_token: aal1 } = (await passwordOnly.json()) as { access_token: string };
  const refused = await request.get('/api/admin/reviews', {
    headers: { Authorization: `Bearer ${aal1}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'mfa_required' } });
  await approve(admin, title);
  const revenueBefore = await totalRevenue(admin);

  const slug = await slugOf(request, title);

  // The first investor adds funds, invests the minimum, then cancels it.
  const canceller = await signUpAndConfirm(browser, 'investor', 'Cal Canceller');
  await verifyBeforeAddingFunds(canceller);
  await addFunds(canceller.page, '500');
  await invest(canceller, slug, title, '$500.00');
  await canceller.page.goto('/investor/investments');
  const commitment = canceller.page
    .getByRole('list', { name: 'Your commitments' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await commitment.getByRole('button', { name: 'Cancel' }).click();
  const confirm = canceller.page.getByRole('alertdialog');
  await expect(confirm).toContainText('$500.00 returns to your wallet');
  await confirm.getByRole('button', { name: 'Cancel commitment' }).click();
  await expect(commitment.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(wallet(canceller.page)).toContainText('$500.00');

  // The second investor adds funds and invests the whole goal.
  const backer = await signUpAndConfirm(browser, 'investor', 'Bea Backer');
  await verifyBeforeAddingFunds(backer);
  await addFunds(backer.page, '1,500');
  await invest(backer, slug, title, '$1,000.00');

  // ... asks a public question on the project page, where the cover shows.
  await backer.page.goto(`/project/${slug}?tab=discussion`);
  await expect(backer.page.getByRole('img', { name: `${title} cover` })).toHaveAttribute(
    'src',
    coverUrl,
  );
  const asked = `Who covers the night shift when two people swap twice? (${title})`;
  await backer.page.getByLabel('Your question').fill(asked);
  await backer.page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(backer.page.getByText(asked)).toBeVisible();

  // ... which the founder answers, and the investor reads.
  await founder.page.goto(`/project/${slug}?tab=discussion`);
  const card = founder.page.getByRole('listitem').filter({ hasText: asked });
  await card.getByRole('button', { name: 'Answer' }).click();
  const answer = 'The last swap wins; both people get a notice.';
  await card.getByLabel('Your answer').fill(answer);
  await card.getByRole('button', { name: 'Post answer' }).click();
  await expect(card.getByText(answer)).toBeVisible();
  await backer.page.reload();
  await expect(
    backer.page.getByRole('listitem').filter({ hasText: asked }).getByText(answer),
  ).toBeVisible();

  // The offering ends with its goal met.
  await closeAfterEnd(request, slug, 'funded');

  // The founder: raised $1,000, the 5 % fee $50, $950 paid out, from the one investor left.
  await founder.page.goto('/creator');
  const payout = founder.page
    .getByRole('main')
    .getByRole('region', { name: `${title}: funded, payout` });
  await expect(payout).toContainText('$1,000.00');
  await expect(payout).toContainText('Platform fee (5 %)');
  await expect(payout).toContainText('−$50.00');
  await expect(payout).toContainText('Net payout to you');
  await expect(payout).toContainText('$950.00');
  await expect(payout).toContainText('From 1 investor, settled on');
  await expect(rowOf(founder.page, 'My Projects', title).getByText('Funded')).toBeVisible();

  // The backer holds the SAFE: $1,000 completed, $500 left in the wallet.
  await backer.page.goto('/investor');
  await expect(statValue(backer.page, 'Total Invested')).toHaveText('$1,000');
  const holding = rowOf(backer.page, 'Investment Portfolio', title);
  await expect(holding).toContainText('$1,000');
  // The investment machine's vocabulary, the same words as My Investments.
  await expect(holding.getByText('Settled', { exact: true })).toBeVisible();
  await expect(wallet(backer.page)).toContainText('$500.00');

  // The canceller holds nothing: the money went back, and a cancellation is not a refund.
  await canceller.page.goto('/investor');
  await expect(statValue(canceller.page, 'Total Invested')).toHaveText('$0');
  await expect(
    rowOf(canceller.page, 'Investment Portfolio', title).getByText('Cancelled', { exact: true }),
  ).toBeVisible();
  await expect(wallet(canceller.page)).toContainText('$500.00');

  // The admin: the $50 fee in Total Revenue, the project funded, the backer's investment.
  expect(await totalRevenue(admin)).toBe(revenueBefore + 50);
  await expect(rowOf(admin, 'Recent Projects', title).getByText('Funded')).toBeVisible();
  // Rows by this run's title: the investors' names repeat from run to run.
  const investments = rowOf(admin, 'Recent Investments', title);
  await expect(investments).toHaveCount(1);
  await expect(investments).toContainText('Bea Backer');
  await expect(investments).toContainText('$1,000');
});

test('a founder whose offering misses its goal sees it close failed; the investor is refunded in full, no fee is charged, and all three dashboards show it', async ({
  browser,
  demoPage,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Quiet Rota ${Date.now().toString(36)}`;

  const founder = await signUpAndConfirm(browser, 'creator', 'Flo Founder');
  const draft = await draftProject(founder.page, title);
  await verifyBeforeSubmitting(founder, draft);
  await submitForReview(founder.page, draft);

  // The demo admin (no two-factor) approves: the funded journey covers the two-factor sign-in.
  const admin = await demoPage('admin');
  await approve(admin, title);
  const revenueBefore = await totalRevenue(admin);
  const slug = await slugOf(request, title);

  // One investor commits $500 of the $1,000 goal.
  const investor = await signUpAndConfirm(browser, 'investor', 'Ivy Investor');
  await verifyBeforeAddingFunds(investor);
  await addFunds(investor.page, '800');
  await invest(investor, slug, title, '$500.00');

  await closeAfterEnd(request, slug, 'failed');

  // The investor: refunded, initiated then returned, the whole $800 back.
  await investor.page.goto('/investor/investments');
  const row = investor.page
    .getByRole('list', { name: 'Your commitments' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  const timeline = row.getByRole('region', { name: 'Refund status' });
  await expect(timeline).toContainText('did not reach its goal');
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Refund of \$500\.00 initiated:/,
    /^Returned to your wallet:/,
  ]);
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await investor.page.goto('/investor');
  await expect(statValue(investor.page, 'Total Invested')).toHaveText('$0');
  await expect(
    rowOf(investor.page, 'Investment Portfolio', title).getByText('Refunded', { exact: true }),
  ).toBeVisible();
  await expect(wallet(investor.page)).toContainText('$800.00');

  // The founder: the goal was not met, the money went back, no fee.
  await founder.page.goto('/creator');
  const closed = founder.page
    .getByRole('main')
    .getByRole('region', { name: `${title}: closed, goal not met` });
  await expect(closed).toContainText('$500.00 returned to 1 investor wallet');
  await expect(closed).toContainText('No platform fee was charged.');
  await expect(rowOf(founder.page, 'My Projects', title).getByText('Failed')).toBeVisible();

  // The admin: no revenue from it, the project failed, its investment no longer counted.
  expect(await totalRevenue(admin)).toBe(revenueBefore);
  await expect(rowOf(admin, 'Recent Projects', title).getByText('Failed')).toBeVisible();
  await expect(rowOf(admin, 'Recent Investments', title)).toHaveCount(0);
});
