/**
 * The offering history and the SAFE simulator on a seeded live project page: the History
 * tab shows the append-only timeline (listed first, never an investor's name), and the
 * simulator answers in its live region from the offering's own terms. Reads public data
 * only, so it depends on no other spec.
 */
import { expect, test } from './fixtures';
import { firstProjectSlug } from './helpers';
import { seriousViolations } from './axe';

interface Offering {
  variant: 'cap' | 'discount' | 'cap_and_discount' | 'mfn';
  valuationCapDollars: number | null;
}

test('the History tab shows the offering timeline; the SAFE simulator answers', async ({
  page,
}) => {
  const slug = await firstProjectSlug(page);
  const history = await page.request.get(`/api/projects/${slug}/history`);
  expect(history.status()).toBe(200);
  const offeringAnswer = await page.request.get(`/api/projects/${slug}/offering`);
  const { offering } = (await offeringAnswer.json()) as { offering: Offering };

  await page.goto(`/project/${slug}`);
  await page.getByRole('tab', { name: 'History' }).click();
  const timeline = page.getByRole('list', { name: 'Offering history' });
  await expect(timeline.getByRole('listitem').first()).toContainText(
    'Listed: the offering went live',
  );
  await expect(page.getByRole('tabpanel', { name: 'History' })).not.toContainText('Edit');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'SAFE simulator' }).click();
  await page.getByLabel('Your investment').fill('10,000');
  await page.getByLabel('Next round: pre-money valuation').fill('100,000,000');
  await page.getByLabel('Next round: new money raised').fill('25,000,000');
  await page.getByLabel('Next round: option pool').fill('10');
  const result = page.getByTestId('simulator-result');
  await expect(result).toHaveAttribute('aria-live', 'polite');
  if (offering.valuationCapDollars !== null) {
    // Purchase ÷ post-money cap, as the simulator rounds it (three decimals).
    const share = Math.round((10_000 / offering.valuationCapDollars) * 100 * 1000) / 1000;
    await expect(result).toContainText(
      `Your $10,000 at this SAFE's terms buys about ${share} % of the company before the next round.`,
    );
  } else {
    await expect(result).toContainText('has no fixed share before the next round');
  }
  await expect(result).toContainText(
    'After a priced round at a $100,000,000 pre-money valuation with a 10 % option pool, it converts to about',
  );
  await page.getByLabel('Your investment').fill('ten');
  await expect(result).toContainText('Fix the highlighted figures to see the result.');
  await page.getByLabel('Your investment').fill('10,000');
  expect(await seriousViolations(page)).toEqual([]);
});
