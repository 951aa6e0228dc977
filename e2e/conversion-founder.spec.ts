/**
 * The founder's side of after the raise (docs/after-the-raise.md), with the worked
 * example: a fresh creator's offering ($100,000 goal, 2 % equity: a $5,000,000 post-money
 * cap) is funded by one $100,000 SAFE and closed by the closing job; the founder enters
 * the $300,000 and $100,000 SAFEs sold outside LaunchFund, records a round at
 * $20,000,000 pre-money raising $5,000,000 (8,000,000 shares, 1,000,000 options) through
 * the form, previews it and reads the cap table; the investor then reads the portfolio and
 * the statement: 200,000 shares at $0.50, 1.6 % of 12,500,000. Before the round, the
 * offering page's simulator counts the outside SAFEs too. Every screen at a 360 px
 * phone's width, without sideways scroll, and through axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { completeDisclosures } from './disclosures';
import { expect, sharedToken, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const DAY = 86_400_000;

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  expect([200, 201], `${method} ${path}: ${response.status()} ${text}`).toContain(
    response.status(),
  );
  return JSON.parse(text) as T;
}

/** Nothing wider than the phone: the page never scrolls sideways (tables scroll inside). */
async function expectFitsThePhone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
}

async function typeFigure(page: Page, label: string, value: string) {
  await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
}

test('the founder records a priced round; the investor reads the statement and portfolio', async ({
  ownUser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Ledger Lantern ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Fiona Founder');
  const investor = await ownUser('investor', 'Hana Holder');
  await creator.page.setViewportSize(PHONE);
  await investor.page.setViewportSize(PHONE);

  // Set-up through the API: a live offering, one $100,000 SAFE, closed funded.
  const { project } = await api<{ project: { id: string; slug: string } }>(
    request,
    'POST',
    '/api/creator/projects',
    creator.token,
    {
      title,
      tagline: 'Books that close themselves',
      description: `${title} reconciles every account of a small business each night.`,
      category: 'Finance',
      fundingGoal: 100_000,
      equity: 2,
      minimumInvestment: 500,
      endDate: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    },
  );
  await completeDisclosures(request, creator.token, project.id);
  await api(request, 'POST', `/api/creator/projects/${project.id}/submit`, creator.token);
  await api(request, 'POST', `/api/admin/reviews/${project.id}/approve`, sharedToken('admin'));
  const { offering } = await api<{ offering: { endsAt: string } }>(
    request,
    'GET',
    `/api/projects/${project.slug}/offering`,
    null,
  );
  await api(request, 'PUT', '/api/investor/profile', investor.token, {
    annualIncomeCents: 30_000_000,
    netWorthCents: 200_000_000,
    accredited: true,
    otherRegCfInvestmentsCents: 0,
  });
  await api(request, 'POST', '/api/wallet/deposits', investor.token, {
    amountCents: 10_000_000,
    idempotencyKey: crypto.randomUUID(),
  });
  await api(request, 'POST', '/api/investments', investor.token, {
    projectId: project.id,
    amountCents: 10_000_000,
    legalName: 'Hana Holder',
    signature: 'Hana Holder',
    consentToElectronicSignature: true,
    acknowledgesRiskOfLoss: true,
    acknowledgesResaleRestriction: true,
    acknowledgesCancellationDeadline: true,
    idempotencyKey: crypto.randomUUID(),
  });
  const at = new Date(Date.parse(offering.endsAt) + 1000).toISOString();
  await api(request, 'POST', '/__dev/closing/run', null, { at, projectId: project.id });

  // The founder: the SAFE stack holds the platform's SAFE; add the two from outside.
  const page = creator.page;
  await page.goto(`/creator/projects/${project.id}`);
  const section = page.getByRole('region', { name: 'After the raise: SAFEs and cap table' });
  const stack = section.getByRole('table', { name: 'The SAFE stack' });
  await expect(stack.getByRole('cell', { name: 'Hana Holder' })).toBeVisible();
  for (const [holder, amount] of [
    ['Second Angel', '300,000'],
    ['Angel Outside', '100,000'],
  ] as const) {
    await typeFigure(page, 'Holder', holder);
    await typeFigure(page, 'Purchase amount', amount);
    await typeFigure(page, 'Post-money valuation cap', '5,000,000');
    await page.getByLabel(/^Issued on/).fill('2026-06-01');
    await page.getByRole('button', { name: 'Add the SAFE' }).click();
    await expect(section.getByText(`Added ${holder}'s SAFE to the stack.`)).toBeVisible();
    await expect(stack.getByRole('cell', { name: holder })).toBeVisible();
  }
  await expectFitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The offering page's simulator counts the whole stack: $100,000 sold here, $400,000
  // outside, and the visitor's $100,000, all at the $5,000,000 cap (12 % of the Company
  // Capitalization), so 2 % of it, × $20M ÷ $25M after the round: 1.6 %; this offering's
  // $200,000 together 3.2 %.
  await investor.page.goto(`/project/${project.slug}`);
  await investor.page.getByRole('tab', { name: 'SAFE simulator' }).click();
  await investor.page.getByLabel('Your investment').fill('100,000');
  await investor.page.getByLabel('Next round: pre-money valuation').fill('20,000,000');
  await investor.page.getByLabel('Next round: new money raised').fill('5,000,000');
  await investor.page.getByLabel('Next round: option pool').fill('0');
  const simulated = investor.page.getByTestId('simulator-result');
  await expect(simulated).toContainText(
    'Counting the $100,000 of SAFEs already sold in this offering and the $400,000 the company sold outside LaunchFund, the exact conversion gives you 227,272 shares, 1.6 % of the',
  );
  await expect(simulated).toContainText("this offering's SAFEs together 3.2 %");
  await expectFitsThePhone(investor.page);
  expect(await seriousViolations(investor.page)).toEqual([]);

  // A bad figure is named in the form, and nothing is recorded.
  await page.getByLabel(/^Date of the round/).fill('2027-03-01');
  await typeFigure(page, 'Company shares outstanding', '8,000,000');
  await typeFigure(page, 'Options issued', '1,000,000');
  await typeFigure(page, 'Unissued option pool', '0');
  await typeFigure(page, 'Pre-money valuation', '20,000,000.50');
  await typeFigure(page, 'New money raised', '5,000,000');
  await page.getByRole('button', { name: 'Preview the conversion' }).click();
  await expect(section.getByText('Enter whole dollars, without cents.')).toBeVisible();
  await typeFigure(page, 'Pre-money valuation', '20,000,000');
  await page.getByRole('button', { name: 'Preview the conversion' }).click();

  // The preview: the worked example, exactly.
  const preview = section.getByRole('region', { name: /^Preview: a priced round on Mar 1, 2027/ });
  await expect(
    preview.getByText(
      "The round's price is $2.0000 a share; its new investors receive 2,500,000 shares, for 12,500,000 shares after the round.",
    ),
  ).toBeVisible();
  const results = preview.getByRole('table', { name: 'What each SAFE becomes' });
  await expect(results.getByRole('row', { name: /^Hana Holder/ })).toContainText(
    '200,000 shares at the valuation cap',
  );
  await expect(results.getByRole('row', { name: /^Second Angel/ })).toContainText(
    '600,000 shares at the valuation cap',
  );
  await expectFitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);

  await preview.getByRole('button', { name: 'Confirm and record' }).click();
  await expect(
    section.getByText(/^You recorded a priced round on Mar 1, 2027 at \$2\.0000 a share\./),
  ).toBeVisible();
  const after = section.getByRole('table', { name: 'After the round' });
  await expect(after.getByRole('row', { name: /^Hana Holder/ })).toContainText('1.600 %');
  await expect(after.getByRole('row', { name: /^The round's new investors/ })).toContainText(
    '2,500,000',
  );
  await expect(after.getByRole('row', { name: /^Total/ })).toContainText('12,500,000');
  // The record holds: a reload shows the same cap table.
  await page.reload();
  await expect(after.getByRole('row', { name: /^Hana Holder/ })).toContainText('200,000');
  await expectFitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The investor: the portfolio, then the statement with only their own line.
  const mine = investor.page;
  await mine.goto('/investor/investments');
  const holding = mine.getByRole('main').getByRole('listitem', { name: title });
  await expect(holding.getByText('Converted to 200,000 shares')).toBeVisible();
  await expect(holding).toContainText('Value $400,000.00');
  await expectFitsThePhone(mine);
  expect(await seriousViolations(mine)).toEqual([]);
  await holding.getByRole('link', { name: 'Conversion statement' }).click();
  await expect(mine.getByRole('heading', { level: 1, name: 'Conversion statement' })).toBeVisible();
  const main = mine.getByRole('main');
  await expect(main.getByText('Valuation cap of $5,000,000')).toBeVisible();
  await expect(main.getByText('$0.5000', { exact: true })).toBeVisible();
  await expect(main.getByText('1.600 % of 12,500,000 shares')).toBeVisible();
  await expect(main.getByText('Second Angel')).toHaveCount(0);
  await expectFitsThePhone(mine);
  expect(await seriousViolations(mine)).toEqual([]);
});
