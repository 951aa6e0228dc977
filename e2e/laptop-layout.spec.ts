/**
 * What the 1280 px walk of the journeys found (docs/architecture.md#the-layout-sweep),
 * held at a laptop's width: the layout sweep (e2e/phone-overflow.spec.ts) finds what spills,
 * these find what is laid out wrong without spilling.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** A term and its value side by side: the value starts right of the term, on its line. */
async function expectBeside(term: Locator, value: Locator) {
  const termBox = await term.boundingBox();
  const valueBox = await value.boundingBox();
  if (!termBox || !valueBox) throw new Error('the term or its value is not on screen');
  expect(valueBox.x, 'the value starts right of its term').toBeGreaterThanOrEqual(
    termBox.x + termBox.width,
  );
  expect(Math.abs(valueBox.y - termBox.y), 'the value is on its term’s line').toBeLessThan(8);
}

/** The value beside the term `label` in a Chakra DataList (its item's second part). */
const termAndValue = (scope: Locator, label: string) => {
  const term = scope.locator('.chakra-data-list__itemLabel', { hasText: label });
  return { term, value: term.locator('xpath=following-sibling::*[1]') };
};

test.describe('the demo investor at 1280 px', () => {
  test.use({ signedInAs: 'investor' });

  // Found: a responsive DataList stayed a centred column from `sm` up (its recipe does not
  // reset the direction), so the limit card, the SAFE's terms and its signature were narrow
  // centred stacks of label over value.
  test('term lists set each value beside its term: the limit card, View SAFE', async ({ page }) => {
    await page.goto('/investor/investments');
    const main = page.getByRole('main');
    const limit = termAndValue(main, 'Left under your limit');
    await expect(limit.value).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expectBeside(limit.term, limit.value);

    const row = main
      .getByRole('listitem')
      .filter({ has: page.getByText('Committed') })
      .first();
    await row.getByRole('button', { name: 'View SAFE' }).click();
    const signature = page.getByRole('dialog').getByRole('region', { name: 'Signature' });
    const signedBy = termAndValue(signature, 'Signed electronically by');
    await signedBy.term.scrollIntoViewIfNeeded();
    await expect(signedBy.value).toHaveText('Priya Shah');
    await expectBeside(signedBy.term, signedBy.value);
  });
});

/**
 * The funding bars of a grid of project cards, grouped by the row their card starts on:
 * each row's bars at one height.
 */
async function barsByRow(grid: Locator): Promise<number[][]> {
  const cards = grid.getByRole('article').filter({ has: grid.page().getByRole('progressbar') });
  const rows = new Map<number, number[]>();
  for (const card of await cards.all()) {
    const cardBox = await card.boundingBox();
    const barBox = await card.getByRole('progressbar').boundingBox();
    if (!cardBox || !barBox) throw new Error('a card or its bar is not on screen');
    const row = Math.round(cardBox.y);
    rows.set(row, [...(rows.get(row) ?? []), barBox.y]);
  }
  return [...rows.values()];
}

test.describe('Discover at 1280 px', () => {
  test.use({ signedInAs: 'investor' });

  // Found: "% funded" dropped to a line of its own beside a long raised figure, and that
  // card's bar then sat higher than its neighbours'.
  test('a row of cards keeps its funding bars at one height', async ({ page }) => {
    for (const path of ['/investor/discover', '/projects']) {
      await page.goto(path);
      const grid = page.getByRole('main');
      await expect(grid.getByRole('progressbar').first()).toBeVisible();
      const rows = await barsByRow(grid);
      expect(
        rows.some((bars) => bars.length > 1),
        `${path}: cards side by side`,
      ).toBe(true);
      for (const bars of rows) {
        const spread = Math.max(...bars) - Math.min(...bars);
        expect(spread, `${path}: bars of one row, at ${bars.join(', ')}`).toBeLessThan(1);
      }
    }
  });
});

/**
 * The lines a box's text takes on screen: the distinct tops of its text's line boxes
 * (text within 4 px of a line's top is on that line; hidden text has no box).
 */
async function textLines(box: Locator): Promise<number> {
  return box.evaluate((element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) {
          tops.push(rect.top);
        }
      }
    }
    return tops.length;
  });
}

test.describe('the admin at 1280 px', () => {
  test.use({ signedInAs: 'admin' });

  // Found: the Outcomes table shared its width equally, so Committed had the width of Fee
  // and its figures wrapped to three lines.
  test("the Outcomes table's money columns fit their figures", async ({ page }) => {
    await page.goto('/admin/offerings');
    const table = page.getByRole('table', { name: 'Offering outcomes' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const cells = rows.nth(index).getByRole('cell');
      const title = await cells.nth(0).getByRole('link').innerText();
      // Committed: the amount, then "of $goal · N investors"; Fee, Payout, Refunds: one line.
      expect(await textLines(cells.nth(2)), `${title}: Committed`).toBe(2);
      for (const [column, at] of [
        ['Fee', 3],
        ['Payout', 4],
        ['Refunds', 5],
      ] as const) {
        expect(await textLines(cells.nth(at)), `${title}: ${column}`).toBe(1);
      }
    }
  });
});
