import { expect, test, type Page } from '@playwright/test';

/** The JavaScript a public page loads before any interaction. */
async function firstLoadScripts(page: Page, path: string) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('the entry bundle and its preloads contain neither supabase-js nor the inspector', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const source = await (await request.get(asset)).text();
    expect(source, asset).not.toContain('supabase-js/');
    expect(source, asset).not.toContain('@statelyai');
    expect(source, asset).not.toContain('stately.ai');
  }
});

test('supabase-js loads after first paint as its own chunk', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/');
  const sources = await Promise.all(
    scripts.map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
  const withClient = sources.filter((source) => source.text.includes('supabase-js/'));
  // One lazily imported chunk carries the client (the test above: not the entry or its preloads).
  expect(withClient).toHaveLength(1);
});
