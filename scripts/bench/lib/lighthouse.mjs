// Lighthouse (the npm package) against the bench server with the system Chromium and
// Lighthouse's mobile defaults (Moto G Power emulation, simulated slow 4G + 4× CPU).
// Signed-in pages are audited with a session the bench signs in for, written into the
// page's localStorage as the document starts (where supabase-js keeps it,
// docs/auth.md#client-behaviour): Lighthouse still clears the origin's storage and
// cache before each run, so every run is a cold load by a returning, signed-in user.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
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
        const page = await browser.newPage();
        try {
          if (session) {
            const key = storageKeyFor(url);
            const value = JSON.stringify(await session());
            await page.evaluateOnNewDocument(
              (k, v) => {
                try {
                  if (globalThis.location.protocol.startsWith('http'))
                    globalThis.localStorage.setItem(k, v);
                } catch {
                  // about:blank has no storage
                }
              },
              key,
              value,
            );
          }
          const result = await lighthouse(
            url,
            { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
            undefined,
            page,
          );
          const sample = sampleOf(result.lhr);
          // A signed-in page that ended anywhere else (the login page) measured the wrong page.
          const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
          if (!sample.error && landed !== new URL(url).pathname)
            sample.error = `ended on ${landed}`;
          samples.push(sample);
        } catch (err) {
          samples.push({ error: String(err?.message ?? err) });
        } finally {
          await page.close().catch(() => {});
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
