import axe from 'axe-core';

/**
 * Runs axe on a rendered container and returns the serious and critical violations
 * (rule id + failing selectors), so a failure message says exactly what to fix.
 * Colour contrast is skipped: jsdom does not compute styles.
 */
export async function seriousAxeViolations(container: Element) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
