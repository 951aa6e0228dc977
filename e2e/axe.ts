/**
 * The accessibility check the specs run on each screen they touch: axe-core's serious and
 * critical violations, none expected.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations on `page`, one line each (rule, where, why).
 * Toasts (e.g. the sign-in 'Success') belong to the app shell, not to the screen under
 * test, and are left out. With `include`, only that part is checked: with a dialog open
 * the page behind it is dimmed by the backdrop, which axe would report as low contrast.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).exclude('[data-scope="toast"]');
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

/**
 * Waits (up to 2 s) for every animation that ends (a dialog's fade and scale in, a
 * popover's) to end: axe reads colours as they are drawn, and mid-fade a dialog's colours
 * are blended with the page behind it (white on a red button read 4.22:1, where it is
 * 4.83:1). Endless ones (spinners) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}
