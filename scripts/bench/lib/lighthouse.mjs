// Lighthouse (the npm package) against the bench server with the system Chromium and
// Lighthouse's mobile defaults (Moto G Power emulation, simulated slow 4G + 4× CPU).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs each URL `runs` times; reports the run with the median performance score. */
export async function runLighthouse(urls, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = {};
  try {
    for (const url of urls) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result.lhr;
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          cls: audit('cumulative-layout-shift'),
          lcpMs: audit('largest-contentful-paint'),
          fcpMs: audit('first-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          speedIndexMs: audit('speed-index'),
          runtimeError: lhr.runtimeError?.message ?? null,
          failedA11y: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score === 0 &&
                lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id),
            )
            .map((a) => a.id),
        });
      }
      const perf = median(samples.map((s) => s.performance));
      results[url] = { ...samples.find((s) => s.performance === perf), samples };
    }
  } finally {
    chrome.kill();
  }
  return results;
}
