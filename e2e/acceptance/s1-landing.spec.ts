import { expect, test } from '../fixtures';

// What the product does (docs/product.md#overview) and for whom
test.describe('§1 What the product does', () => {
  test('§1 Landing page claims: 2.4 million dollars raised, 150+ funded projects, 1,200+ angel investors, 85% still active', async ({
    page,
  }) => {
    await page.goto('/');
    for (const claim of ['$2.4M', '150+', '1,200+', '85%']) {
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    }
  });

  test('§1 Landing page steps: Discover, Invest, Track & Grow', async ({ page }) => {
    await page.goto('/');
    for (const step of ['Discover', 'Invest', 'Track & Grow']) {
      // Each step heading reads 'Step N' then the step's name.
      await expect(page.getByRole('heading', { name: new RegExp(`${step}$`) })).toBeVisible();
    }
  });
});
