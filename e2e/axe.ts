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
