// First-load JavaScript: what a browser actually fetches to show a route (entry, its
// static imports and the lazy chunk of the matched route), gzip-compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/** Modules that are chart code: nivo and the app's chart components. */
export const CHART_MODULE = /node_modules\/@nivo\/|\/web\/components\/charts\//;

export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Which packages (or `app`) a chunk's modules come from, for reading a size report. */
function packagesOf(chunk) {
  const names = new Set();
  for (const id of chunk?.modules ?? []) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    names.add(m ? m[1] : 'app');
  }
  return [...names].sort();
}

/** The chunk files `files` pull in through static imports (themselves included). */
export function staticClosure(chunks, files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of chunks[file]?.imports ?? []) queue.push(dep);
  }
  return [...seen];
}

/** The floor's first load: its HTML's module scripts and everything they import statically. */
export function floorFirstLoad({ outDir, chunks }) {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const files = staticClosure(chunks, refs);
  const bytes = files.reduce((sum, f) => sum + gzipBytes(path.join(outDir, f)), 0);
  return { files, gzipBytes: bytes };
}

/**
 * Loads each route in Chromium and sums the gzip size of every same-origin script it
 * fetched before the network went idle. Also lists chart modules in those chunks or
 * anything they import statically.
 */
export async function appFirstLoad({ origin, outDir, chunks, routes }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const loaded = new Set();
      let lastResponseAt = Date.now();
      page.on('response', (res) => {
        lastResponseAt = Date.now();
        const url = new URL(res.url());
        if (url.origin === origin && url.pathname.endsWith('.js'))
          loaded.add(url.pathname.slice(1));
      });
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      const firstLoad = [...loaded].sort();
      // What the page needs before its first interaction: everything it loads until the
      // network has been quiet for 1.5 s after a key press (intent without hovering or
      // focusing anything, so no control loads code of its own) and a scroll to its end.
      // Read from the network only, so it holds for any start-up design.
      await page.keyboard.press('Shift');
      await page.mouse.wheel(0, 100_000);
      await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
      // (The page's load state is already reached: wait for 1.5 s without a new response.)
      while (Date.now() - lastResponseAt < 1500) await page.waitForTimeout(250);
      await page.close();
      const interactive = [...loaded].sort();
      const files = firstLoad;
      const closure = staticClosure(chunks, interactive);
      const chartModules = closure.flatMap((f) =>
        (chunks[f]?.modules ?? []).filter((m) => CHART_MODULE.test(m)).map((m) => `${f}: ${m}`),
      );
      results[route] = {
        files: files.map((f) => ({
          file: f,
          gzipBytes: gzipBytes(path.join(outDir, f)),
          packages: packagesOf(chunks[f]),
        })),
        gzipBytes: files.reduce((sum, f) => sum + gzipBytes(path.join(outDir, f)), 0),
        chartModules,
        interactiveGzipBytes: interactive.reduce(
          (sum, f) => sum + gzipBytes(path.join(outDir, f)),
          0,
        ),
        interactiveFiles: interactive.length,
        interactiveList: interactive.map((f) => ({
          file: f,
          gzipBytes: gzipBytes(path.join(outDir, f)),
          packages: packagesOf(chunks[f]),
        })),
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}
