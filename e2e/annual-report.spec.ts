/**
 * Annual reports (docs/reporting-and-verification.md#annual-reports): ChatAssist Pro's
 * first report is due in the seed (its fiscal year ended 30 days before the seed's day).
 * Its founder (a sample person: signed in through a password reset, as any account can
 * be) completes the platform's draft and files it; a visitor then reads "Filed" on the
 * project page. BuildBeacon's seeded report reads as filed. Every screen at a 360 px
 * phone's width, with axe.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { outboxMail } from './helpers';

const FOUNDER = 'omar.haddad@example.com';
const CHATASSIST_ID = 'b0000000-0000-4000-8000-000000000015';

test.use({ viewport: { width: 360, height: 740 } });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a visitor reads BuildBeacon's filed annual report", async ({ page }) => {
  await page.goto('/project/buildbeacon');
  const panel = page.getByRole('region', { name: 'Annual report' });
  await expect(panel.getByText('Filed', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: /^Read the \d{4} report$/ }).click();
  await expect(panel.getByText(/signed by Maya Chen/)).toBeVisible();
  await noOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the founder files the due annual report, and a visitor sees it filed', async ({
  page,
  browser,
}) => {
  await page.goto('/project/chatassist-pro');
  const before = page.getByRole('region', { name: 'Annual report' });
  await expect(before.getByText('Due', { exact: true })).toBeVisible();

  // The founder signs in through a reset link.
  const founderContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const founder = await founderContext.newPage();
  await founder.goto('/forgot-password');
  await founder.getByLabel('Email').fill(FOUNDER);
  await founder.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    founder.getByRole('status').filter({ hasText: 'If an account exists for' }),
  ).toBeVisible();
  await founder.goto((await outboxMail(founder.request, FOUNDER, 'recovery')).link);
  await founder.getByLabel(/^New Password/).fill('annual-report-2026');
  await founder.getByLabel('Confirm New Password').fill('annual-report-2026');
  await founder.getByRole('button', { name: 'Update password' }).click();
  await expect(founder).toHaveURL(/\/creator$/);

  await founder.goto(`/creator/projects/${CHATASSIST_ID}`);
  const form = founder.getByRole('form', { name: /^Annual report for fiscal year \d{4}/ });
  await expect(form.getByLabel('Financial condition')).toHaveValue(
    /^We raised \$[\d,]+ from \d+ investors?/,
  );
  await form.getByLabel('Revenue for the year ($)').fill('52,000');
  await form.getByLabel(/^Net income/).fill('-18,500');
  await form.getByLabel('Total assets at year end ($)').fill('240,000');
  await form.getByLabel('Cash at year end ($)').fill('210,000');
  await form.getByLabel('Debt at year end ($)').fill('0');
  await form.getByLabel('Employees').fill('3');
  await form.getByLabel('Principal executive officer').fill('Omar Haddad');
  await form.getByText(/I certify that this report/).click();
  await noOverflow(founder);
  expect(await seriousViolations(founder)).toEqual([]);
  await form.getByRole('button', { name: 'File the annual report' }).click();
  const own = founder.getByRole('region', { name: 'Annual report' });
  await expect(own.getByText('Filed', { exact: true })).toBeVisible();
  await founderContext.close();

  await page.reload();
  const after = page.getByRole('region', { name: 'Annual report' });
  await expect(after.getByText('Filed', { exact: true })).toBeVisible();
  await expect(
    after.getByText(/^The annual report for fiscal year \d{4} was filed on /),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
