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
      // Prerendered pages start the app on the visitor's first move (web/lib/deferred-boot.ts):
      // also measure what it takes to become interactive.
      // Measured once React owns the page (hydrateRoot or createRoot marked #root) and the
      // network has been quiet since: what its effects load on start counts too. A page
      // whose app never starts fails here rather than reporting a partial figure.
      // A key press is intent without hovering or focusing anything, so nothing the pointer
      // happens to rest on (a link, a menu) loads code of its own.
      await page.keyboard.press('Shift');
      // A prerendered page's static HTML is all a signed-out visitor needs: its app starts
      // only when a control that needs it is used (web/main.tsx), so it is interactive as
      // it is. What reading it takes counts: the key press, then scrolling to its end
      // (anything a scroll or a key would load, the app included, is counted). A page the
      // prerenderer skipped renders from scratch, and counts once React owns it.
      const prerendered = await page.evaluate(() => {
        const data = globalThis.document.getElementById('prerender-data')?.textContent;
        return data ? JSON.parse(data).path === globalThis.location.pathname : false;
      });
      if (prerendered) {
        await page.mouse.wheel(0, 100_000);
        await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
      } else {
        await page.waitForFunction(
          () => {
            const root = globalThis.document.getElementById('root');
            return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
          },
          null,
          { timeout: 60_000 },
        );
      }
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
        prerendered,
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
