/**
 * "This page's figures are on screen": what a layout check must wait for before it measures.
 *
 * A page can be laid out, fonts loaded and the network briefly quiet, and still be waiting
 * for its data: the client asks the API for what the server render did not carry, and
 * until the answer comes a spinner or a skeleton stands where the figures will be. A sweep
 * that measures then passes on a layout nobody sees (issue 41: the investor's limit card,
 * a figure 28 px past its card, was missed that way). So a page counts as loaded when no
 * loading indicator is left on screen and no /api call has been in flight for a while.
 */
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

interface ApiWatch {
  pending: Set<Request>;
  /** When a call last started or ended (ms since the epoch). */
  lastChange: number;
}

const watches = new WeakMap<Page, ApiWatch>();

/** Starts counting the page's /api calls; call it before the first navigation. */
export function watchApi(page: Page): void {
  if (watches.has(page)) return;
  const watch: ApiWatch = { pending: new Set(), lastChange: Date.now() };
  watches.set(page, watch);
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    watch.pending.add(request);
    watch.lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (watch.pending.delete(request)) watch.lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** The app's loading indicators: Chakra's spinner and skeleton, and any busy region. */
const LOADING = '.chakra-spinner, .chakra-skeleton, [aria-busy="true"]';

/** What the page is still waiting for, or '' once its data is on screen. */
async function stillLoading(page: Page, watch: ApiWatch, quietMs: number): Promise<string> {
  if (watch.pending.size > 0) {
    const paths = [...watch.pending].map((request) => new URL(request.url()).pathname);
    return `/api calls in flight: ${paths.join(', ')}`;
  }
  const quietFor = Date.now() - watch.lastChange;
  if (quietFor < quietMs) return `the last /api call ended ${quietFor} ms ago`;
  const indicators = await page.evaluate((selector) => {
    const shown = [...document.querySelectorAll(selector)].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    return shown.map((el) => el.getAttribute('aria-label') ?? el.className.toString().slice(0, 40));
  }, LOADING);
  return indicators.length > 0 ? `still loading: ${indicators.join('; ')}` : '';
}

/**
 * Waits until the page has loaded, no loading indicator is left on screen and no /api
 * call has been in flight for `quietMs` (long enough for a query that starts only once
 * the page is interactive to have started).
 */
export async function waitForPageData(page: Page, where: string, quietMs = 1_000): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('call watchApi(page) before navigating, so no /api call is missed');
  await page.waitForLoadState('load');
  await expect
    .poll(() => stillLoading(page, watch, quietMs), {
      message: `${where}: its data never finished loading`,
      timeout: 20_000,
      intervals: [100, 250, 250, 500],
    })
    .toBe('');
}
