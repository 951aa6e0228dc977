/**
 * The investing journey (docs/money.md): a new investor adds funds through the simulated
 * transfer (after the identity check it asks for first), invests the minimum in a live project, finds the commitment in My Investments
 * with its countdown and SAFE, cancels it and sees the balance restored. A fresh investor
 * signed up through the outbox, so the journey depends on no one else's data.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpConfirmed, uniqueEmail } from './helpers';
import { seriousViolations } from './axe';
import { acknowledgeRisks, verifyBeforeAddingFunds } from './journey-steps';

interface Offering {
  slug: string;
  title: string;
  minimumInvestmentCents: number;
  remainingCents: number;
  cancellationCutoffAt: string;
  open: boolean;
}

const NAME = 'Erin Investor';
const PASSWORD = 'a-long-password-1';

/** A live offering with room for its minimum and a cancellation cut-off at least a day away. */
async function openOffering(request: APIRequestContext): Promise<Offering> {
  const { projects } = (await (await request.get('/api/projects')).json()) as {
    projects: { slug: string }[];
  };
  for (const { slug } of projects) {
    const response = await request.get(`/api/projects/${slug}/offering`);
    if (!response.ok()) continue;
    const { offering } = (await response.json()) as { offering: Offering };
    const cutoff = Date.parse(offering.cancellationCutoffAt);
    if (
      offering.open &&
      offering.minimumInvestmentCents <= 200_000 &&
      offering.remainingCents >= offering.minimumInvestmentCents &&
      cutoff > Date.now() + 86_400_000
    ) {
      return offering;
    }
  }
  throw new Error('no live offering with room for its minimum');
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('add funds, invest the minimum, see it with its countdown and SAFE, cancel it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('investing');
  await signUpConfirmed(page, { role: 'investor', name: NAME, email, password: PASSWORD });
  // Identity before money: the first Add Funds sends a new investor to verify first.
  await verifyBeforeAddingFunds({ page, email, name: NAME });
  await page.goto('/investor');
  const main = page.getByRole('main');

  // Add Funds: a simulated transfer, and the screen says so.
  const balance = main.getByText('Available Balance', { exact: true }).locator('..').locator('..');
  await expect(balance).toContainText('$0.00');
  await main.getByRole('button', { name: 'Add Funds' }).click();
  const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
  await expect(addFunds).toContainText('Simulated bank transfer');
  await addFunds.getByLabel(/Amount to add/).fill('2,000');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await addFunds.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.getByText('Funds added')).toBeVisible();
  await expect(balance).toContainText('$2,000.00');

  // Invest Now on a live project opens the invest flow at its own URL.
  const offering = await openOffering(request);
  await page.goto(`/project/${offering.slug}`);
  await page.getByRole('link', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${offering.slug}/invest$`));
  await expect(page.getByRole('heading', { name: 'First, your investor profile' })).toBeVisible();
  await page.getByLabel(/Annual income/).fill('80,000');
  await page.getByLabel(/Net worth/).fill('100,000');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(/^You can invest up to \$[\d,]+\.\d\d in this offering$/),
  ).toBeVisible();

  // Below the minimum is refused with the figure; the minimum is accepted.
  const amount = page.getByLabel(/Amount to invest/);
  await amount.fill(String(offering.minimumInvestmentCents / 100 - 1));
  await page.getByRole('button', { name: 'Review the SAFE' }).click();
  await expect(
    page.getByText(
      `The minimum investment for ${offering.title} is ${dollars(offering.minimumInvestmentCents)}.`,
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await amount.fill(String(offering.minimumInvestmentCents / 100));
  await page.getByRole('button', { name: 'Review the SAFE' }).click();

  // Review: the SAFE from the terms with its hash, the focus on the step's heading, the
  // acknowledgements, consent and a typed signature.
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Review and sign' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'SAFE text' })).toContainText(
    'Template: yc-post-money-safe, version 1.0',
  );
  const reviewedHash = (await page.getByTestId('safe-sha256').textContent())?.trim() ?? '';
  expect(reviewedHash).toMatch(/^[0-9a-f]{64}$/);
  await acknowledgeRisks(page);
  await page.getByText('I agree to sign this SAFE electronically').click();
  await page.getByLabel(/Signature: type your full legal name/).fill(NAME);
  expect(await seriousViolations(page)).toEqual([]);
  const minimum = dollars(offering.minimumInvestmentCents);
  await page.getByRole('button', { name: `Sign and commit ${minimum}` }).click();
  await expect(page.getByText(`You committed ${minimum} to ${offering.title}`)).toBeVisible();
  // The server signed exactly the text that was reviewed.
  await expect(page.locator('code', { hasText: reviewedHash })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // My Investments: the commitment, its countdown, its SAFE.
  await page.getByRole('link', { name: 'My Investments' }).click();
  await expect(page).toHaveURL(/\/investor\/investments$/);
  const row = page.getByRole('listitem').filter({ hasText: offering.title });
  await expect(row.getByText('Committed', { exact: true })).toBeVisible();
  const timer = row.getByRole('timer');
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3_000 });
  await row.getByRole('button', { name: 'View SAFE' }).click();
  const safe = page.getByRole('dialog', { name: `SAFE: ${offering.title}` });
  await expect(safe.getByTestId('safe-sha256')).toHaveText(reviewedHash);
  await expect(safe.getByRole('region', { name: 'Signed SAFE text' })).toContainText(NAME);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await safe.getByRole('button', { name: 'Close', exact: true }).click();

  // Cancel: the confirmation names the refund; the balance comes back.
  const wallet = page.getByText('Available Balance', { exact: true }).locator('..').locator('..');
  await expect(wallet).toContainText(dollars(200_000 - offering.minimumInvestmentCents));
  await row.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${minimum} returns to your wallet`);
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel commitment' }).click();
  await expect(page.getByText('Commitment cancelled')).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(wallet).toContainText('$2,000.00');
  await page.reload();
  await expect(wallet).toContainText('$2,000.00');
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
});
