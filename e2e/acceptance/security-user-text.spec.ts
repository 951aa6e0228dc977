import { expect, test } from '../fixtures';
import { draftProject, inDays } from '../projects';

// Issue: "user-entered text is never rendered as HTML" (and the CSP would block it anyway).
test('Security: user-entered text is shown as text, never run as HTML or script', async ({
  ownUser,
}) => {
  const payload = '<img src=x onerror="window.__xss=1"> Pwned <script>window.__xss=2</script>';
  // A creator of the test's own: the demo creator's projects stay as seeded.
  const creator = await ownUser('creator', 'Xavi Probe');
  const { page } = creator;
  const project = await draftProject(creator, {
    title: `XSS probe project ${Date.now().toString(36)}`,
    tagline: payload,
    description: `A description long enough to pass the rules. ${payload}`,
    category: 'Productivity',
    fundingGoal: 120_000,
    equity: 9,
    endDate: inDays(60),
  });

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`/creator/projects/${project.id}`);
  await expect(page.getByText(payload).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(violations).toEqual([]);
});
