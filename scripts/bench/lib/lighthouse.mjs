// Lighthouse (the npm package) against the bench server with the system Chromium and
// Lighthouse's mobile defaults (Moto G Power emulation, simulated slow 4G + 4× CPU).
// Signed-in pages are audited after a real sign-in through the login page in the same
// browser (so the session is wherever the app keeps it: localStorage or a cookie), with
// the HTTP cache emptied and Lighthouse told not to reset storage: every run is a cold
// load by a returning, signed-in user. Each run has a Chromium and profile of its own.
//
// The audited navigation starts from a static file of the audited origin (Lighthouse's
// `blankPage`, about:blank by default) with Chromium's back/forward cache off, so the page
// loads in the renderer process that was already running, and traced, when Lighthouse
// started its trace. From about:blank (or with the cache on, which swaps the process even
// for a same-origin navigation), the page loaded in a renderer launched for it; under load
// that process sometimes joined the trace only after the navigation had committed, and
// the trace had no navigationStart for the page (NO_NAVSTART, about one run in ten in the
// bench). The static file runs no script, and Lighthouse simulates every connection cold,
// so starting from it changes none of the measured figures.
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

/**
 * Signs `account` in through the login page of `url`'s origin, as a person does, then
 * empties the HTTP cache (as Lighthouse's own storage reset would) and keeps the session.
 */
async function signInThroughUi(browser, url, { email, password }) {
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/login', url).href, { waitUntil: 'load' });
    await page.locator('::-p-aria(Email[role="textbox"])').fill(email);
    await page.locator('::-p-aria(Password)').fill(password);
    await Promise.all([
      page.waitForFunction(() => globalThis.location.pathname !== '/login', { timeout: 60_000 }),
      page.locator('::-p-aria(Log in[role="button"])').click(),
    ]);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
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
 * `pages`: `{ url, account?: { email, password }, blankPath? }` (signed in through the login
 * page; `blankPath`: a static, script-free file of the page's origin to start from).
 */
export async function runLighthouse(pages, { runs = 3 } = {}) {
  const results = {};
  for (const { url, account, blankPath = BLANK_PATH } of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await oneRun(url, account, blankPath, i));
    const errors = samples.filter((s) => s.error).map((s) => s.error);
    if (errors.length > 0) {
      results[url] = { error: errors.join('; '), samples };
      continue;
    }
    const perf = median(samples.map((s) => s.performance));
    results[url] = { ...samples.find((s) => s.performance === perf), samples };
  }
  return results;
}

/** The app's static file each audited navigation starts from (see the top of this file). */
const BLANK_PATH = '/favicon.svg';

/**
 * One Lighthouse run in a Chromium of its own, as Lighthouse's variability guide advises
 * (a later run would inherit the earlier ones' processes and caches). A run that errors is
 * a failure, never retried.
 */
async function oneRun(url, account, blankPath, index) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--disable-features=BackForwardCache', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    if (account) await signInThroughUi(browser, url, account);
    // BENCH_LH_SAVE keeps each run's report and, beside it, what Lighthouse gathered (its
    // trace and DevTools log: Lighthouse's own -G/-A), so a run that errors can be examined.
    const saveTo = process.env.BENCH_LH_SAVE;
    const { host, pathname } = new URL(url);
    const name = `${host.replace(/\W+/g, '_')}${pathname.replace(/\W+/g, '_')}-${index + 1}`;
    const artifacts = saveTo ? path.resolve(saveTo, name) : undefined;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(account),
      blankPage: new URL(blankPath, url).href,
      ...(artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {}),
    });
    const sample = sampleOf(result.lhr);
    if (saveTo) {
      mkdirSync(saveTo, { recursive: true });
      writeFileSync(path.join(saveTo, `${name}.json`), JSON.stringify(result.lhr));
    }
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (!sample.error && landed !== new URL(url).pathname) sample.error = `ended on ${landed}`;
    return sample;
  } catch (err) {
    return { error: String(err?.message ?? err) };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
