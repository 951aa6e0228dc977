import { expect, test } from '@playwright/test';
import { accessToken, logInAs } from '../helpers';

// Issue: "user-entered text is never rendered as HTML" (and the CSP would block it anyway).
test('Security: user-entered text is shown as text, never run as HTML or script', async ({
  page,
}) => {
  const payload = '<img src=x onerror="window.__xss=1"> Pwned <script>window.__xss=2</script>';
  await logInAs(page, 'creator');
  const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.post('/api/creator/projects', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: {
      title: 'XSS probe project',
      tagline: payload,
      description: `A description long enough to pass the rules. ${payload}`,
      category: 'Productivity',
      fundingGoal: 120_000,
      equity: 9,
      minimumInvestment: 500,
      endDate: end,
    },
  });
  expect(response.status()).toBe(201);
  const { project } = (await response.json()) as { project: { id: string } };

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
