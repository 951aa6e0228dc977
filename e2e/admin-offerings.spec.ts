/**
 * The admin's Offerings screen fits its box: the live offerings and the outcomes tables
 * are never wider than the card that holds them, at 1280 px and at a 360 px phone
 * (issue 41: the live table was 1,036 px in a 910 px box).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Each table's width against its card's, and anything spilling past the viewport. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const tables = [...document.querySelectorAll('main table')].map((table) => {
      const card = table.closest('section');
      const box = card?.getBoundingClientRect();
      const rect = table.getBoundingClientRect();
      return {
        name: table.getAttribute('aria-label'),
        width: Math.round(table.scrollWidth),
        cardRight: Math.round(box?.right ?? 0),
        right: Math.round(rect.right),
      };
    });
    const spilling = [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1)
      .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
    return { viewport, tables, spilling, pageWidth: document.documentElement.scrollWidth };
  });
}

test.describe('admin Offerings screen', () => {
  test.use({ signedInAs: 'admin' });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    test(`its tables fit their cards at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/admin/offerings');
      await expect(page.getByRole('heading', { level: 1, name: 'Offerings' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Offering outcomes' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Live offerings' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Platform money' })).toContainText(
        'Reconciled',
      );
      const found = await measure(page);
      expect(found.tables).toHaveLength(2);
      for (const table of found.tables) {
        expect(table.right, `${table.name} ends past its card`).toBeLessThanOrEqual(
          table.cardRight,
        );
      }
      expect(found.spilling).toEqual([]);
      expect(found.pageWidth).toBeLessThanOrEqual(found.viewport);
    });
  }
});
