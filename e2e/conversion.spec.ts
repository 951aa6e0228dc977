/**
 * After the raise (docs/after-the-raise.md): the seed records a priced round on TimeTrackr,
 * in which the demo investor holds a SAFE (and, in other raises, one outstanding, one
 * cashed out in a sale and one written off in a dissolution); the investor reads the portfolio and the
 * conversion statement, each passing axe at a 360 px phone's width (My Investments is in
 * the 360 px sweep of phone-overflow.spec.ts).
 */
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

test.describe("the demo investor's portfolio after TimeTrackr's priced round", () => {
  test.use({ signedInAs: 'investor', viewport: { width: 360, height: 740 } });

  test('shows the converted SAFE and its statement', async ({ page }) => {
    await page.goto('/investor/investments');
    const portfolio = page.getByRole('main');
    const row = portfolio.getByRole('listitem', { name: 'TimeTrackr' });
    await expect(row.getByText(/^Converted to [\d,]+ shares$/)).toBeVisible();
    await expect(row.getByText(/^At the last round's price/)).toBeVisible();
    // Every status of a holding, from the seed (docs/after-the-raise.md#seed).
    for (const [title, status, method] of [
      ['ChatAssist Pro', 'SAFE outstanding', /^At cost/],
      ['BuildBeacon', 'Cashed out', /^The cash paid in the sale of the company/],
      ['InvoiceHub', 'Written off', /^Zero after the company dissolved/],
    ] as const) {
      const holding = portfolio.getByRole('listitem', { name: title });
      await expect(holding.getByText(status, { exact: true })).toBeVisible();
      await expect(holding.getByText(method)).toBeVisible();
    }
    await expect(portfolio.getByRole('button', { name: 'Download cost-basis CSV' })).toBeVisible();
    // Each commitment's row names what its SAFE became, as its portfolio line does.
    const commitments = portfolio.getByRole('list', { name: 'Your commitments' });
    for (const [title, status] of [
      ['InvoiceHub', 'Written off'],
      ['BuildBeacon', 'Cashed out'],
      ['TimeTrackr', 'Converted'],
    ] as const) {
      const commitment = commitments.getByRole('listitem').filter({ hasText: title });
      await expect(commitment.getByText(status, { exact: true })).toBeVisible();
      await expect(commitment).not.toContainText('until it converts');
    }
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('link', { name: 'Conversion statement' }).click();
    await expect(page).toHaveURL(/\/investor\/investments\/[^/]+\/conversion$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conversion statement' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Shares are rounded down to a whole share for each investor; no fraction of a share is issued.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(/^Valuation cap of \$|% discount to the round's price$/),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the statement (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^conversion-statement-.+\.pdf$/);
  });
});
