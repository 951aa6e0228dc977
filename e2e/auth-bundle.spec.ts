import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

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

test('a signed-out visitor runs the app without supabase-js; signing in loads it as its own chunk', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto('/signup?role=investor');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const texts = new Map<string, string>();
  const chunksWithClient = async () => {
    for (const url of scripts) {
      if (!texts.has(url)) texts.set(url, await (await page.request.get(url)).text());
    }
    return [...texts].filter(([, text]) => text.includes('supabase-js/')).map(([url]) => url);
  };
  // No stored session and no sign-in result in the URL: the session is signed out without
  // the client (web/lib/supabase.ts authStateInBrowser).
  expect(await chunksWithClient()).toEqual([]);
  // A sign-in needs it: one chunk carries it (the test above shows it is neither the entry
  // nor one of its preloads).
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(async () => (await chunksWithClient()).length).toBe(1);
  const [chunk] = await chunksWithClient();
  expect(chunk).not.toMatch(/\/assets\/(index|main)-/);
});

test('no production chunk reachable from the entry contains the Stately inspector', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const asset = queue.shift()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const source = await (await request.get(asset)).text();
    expect(source, asset).not.toContain('@statelyai');
    expect(source, asset).not.toContain('createBrowserInspector');
    for (const match of source.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      queue.push(`/assets/${match[1]}`);
    }
  }
  // The whole app graph was walked, lazy chunks included (e.g. the supabase-js one).
  expect(seen.size).toBeGreaterThan(20);
});
