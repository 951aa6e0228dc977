// Lighthouse (the npm package) against the bench server with the system Chromium and
// Lighthouse's mobile defaults (Moto G Power emulation, simulated slow 4G + 4× CPU).
// Signed-in pages are audited with a fresh session the bench signs in for, stored in the
// origin's localStorage where supabase-js keeps it (docs/auth.md#client-behaviour) with
// the HTTP cache emptied, and Lighthouse told not to reset storage: every run is a cold
// load by a returning, signed-in user.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A fresh password session from the bench server's auth API (supabase-js's stored shape). */
export async function signIn(origin, { email, password }) {
  const res = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: 'sb_publishable_launchfund_local', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.json();
}

/** supabase-js's storage key for a client created on `origin` (sb-<first host label>-auth-token). */
export function storageKeyFor(origin) {
  return `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`;
}

/**
 * Stores `session` (or removes it, when null) where supabase-js looks for it on the page's
 * origin, and empties the browser's HTTP cache, as Lighthouse's own storage reset would.
 */
async function prepareSession(browser, url, session) {
  const page = await browser.newPage();
  try {
    // A same-origin file that starts no app, just to reach the origin's localStorage.
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate(
      (key, value) => {
        if (value === null) globalThis.localStorage.removeItem(key);
        else globalThis.localStorage.setItem(key, value);
      },
      storageKeyFor(url),
      session === null ? null : JSON.stringify(session),
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

/** One run's figures; `error` when Lighthouse could not measure the page. */
function sampleOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const perf = lhr.categories.performance?.score;
  const a11y = lhr.categories.accessibility?.score;
  const error =
    lhr.runtimeError?.message ??
    (typeof perf !== 'number' || typeof a11y !== 'number' ? 'a category has no score' : null);
  return {
    performance: typeof perf === 'number' ? Math.round(perf * 100) : null,
    accessibility: typeof a11y === 'number' ? Math.round(a11y * 100) : null,
    cls: audit('cumulative-layout-shift'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    speedIndexMs: audit('speed-index'),
    error,
    failedA11y: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id),
      )
      .map((a) => a.id),
  };
}

/**
 * Runs each page `runs` times; reports the run with the median performance score. A run
 * that errors (Lighthouse's runtime error, a missing score, a thrown exception) is a
 * failure, never a sample: the page's result then carries `error` and no median.
 * `pages`: `{ url, signIn?: () => Promise<session> }`.
 */
export async function runLighthouse(pages, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = {};
  try {
    for (const { url, signIn: session } of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        try {
          if (session) await prepareSession(browser, url, await session());
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // The session just stored must survive: the cache was cleared with it instead.
            disableStorageReset: Boolean(session),
          });
          const sample = sampleOf(result.lhr);
          // BENCH_LH_SAVE=<folder> keeps every run's full report, to read what costs the score.
          const saveTo = process.env.BENCH_LH_SAVE;
          if (saveTo) {
            mkdirSync(saveTo, { recursive: true });
            const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${i + 1}.json`;
            writeFileSync(path.join(saveTo, name), JSON.stringify(result.lhr));
          }
          // A signed-in page that ended anywhere else (the login page) measured the wrong page.
          const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
          if (!sample.error && landed !== new URL(url).pathname)
            sample.error = `ended on ${landed}`;
          samples.push(sample);
        } catch (err) {
          samples.push({ error: String(err?.message ?? err) });
        } finally {
          if (session) await prepareSession(browser, url, null);
        }
      }
      const errors = samples.filter((s) => s.error).map((s) => s.error);
      if (errors.length > 0) {
        results[url] = { error: errors.join('; '), samples };
        continue;
      }
      const perf = median(samples.map((s) => s.performance));
      results[url] = { ...samples.find((s) => s.performance === perf), samples };
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}
