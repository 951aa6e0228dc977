import { expect, test } from './fixtures';

test('the API health endpoint answers from the running worker', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('a deep link is served the SPA shell', async ({ page }) => {
  const res = await page.goto('/projects');
  expect(res?.status()).toBe(200);
  await expect(page.locator('#root')).toBeAttached();
});
