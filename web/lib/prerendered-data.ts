/**
 * API responses the prerenderer inlined into a page (scripts/prerender.ts), so the first
 * render shows the same content as the static HTML and hydration matches. On the client
 * they come from `<script type="application/json" id="prerender-data">` (data, not code:
 * the CSP's script-src does not apply) and only count while the URL is exactly the one
 * that was prerendered (no query string); otherwise every screen fetches as usual.
 */

export const PRERENDER_DATA_ID = 'prerender-data';

interface Prerendered {
  /** The pathname the data was rendered for. */
  path: string;
  data: Record<string, unknown>;
  /** When the HTML was rendered (ISO 8601): 'days left' and the like depend on it. */
  renderedAt?: string;
}

let serverSide: Prerendered | null = null;
const serverMisses = new Set<string>();
let clientSide: Prerendered | null | undefined;

function fromDocument(): Prerendered | null {
  const element = document.getElementById(PRERENDER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Prerendered;
  } catch {
    return null;
  }
}

function current(): Prerendered | null {
  if (typeof document === 'undefined') return serverSide;
  if (clientSide === undefined) clientSide = fromDocument();
  // Rendered for the bare path: a query string (Discover's filters) means other content.
  const { pathname, search } = window.location;
  return clientSide && clientSide.path === pathname && search === '' ? clientSide : null;
}

/** The inlined response for an /api path, if this page was prerendered with it. */
export function prerenderedResponse<T>(apiPath: string): T | undefined {
  const page = current();
  if (!page) return undefined;
  if (apiPath in page.data) return page.data[apiPath] as T;
  if (typeof document === 'undefined') serverMisses.add(apiPath);
  return undefined;
}

/** Server side (prerender): the responses available while rendering `path`. */
export function primePrerender(path: string, data: Record<string, unknown>): void {
  serverSide = { path, data };
  serverMisses.clear();
}

/** Server side (prerender): /api paths a render asked for and did not have. */
export function prerenderMisses(): string[] {
  return [...serverMisses];
}

/** True when the page's static HTML was prerendered for the current URL. */
export function isPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && current() !== null;
}

/**
 * Whether this page is out of date: rendered in an earlier year, on an earlier day when
 * it inlines data, or an inlined response has changed since (a project approved or
 * funded meanwhile). Fetches each one again;
 * network failures count as "unchanged", since there is nothing newer to show.
 */
export async function prerenderedDataChanged(): Promise<boolean> {
  const page = current();
  if (!page) return false;
  if (page.renderedAt) {
    const now = new Date().toISOString();
    // Every page's footer shows the year.
    if (page.renderedAt.slice(0, 4) !== now.slice(0, 4)) return true;
    // Figures such as 'days left' count whole days to UTC-midnight end dates: HTML
    // rendered on another UTC day shows stale ones. Only the project data inlined into a
    // page draws them: a page without any (the text pages, the forms) is the same the
    // next day, and must not start its app for it.
    const hasData = Object.keys(page.data).length > 0;
    if (hasData && page.renderedAt.slice(0, 10) !== now.slice(0, 10)) return true;
  }
  const checks = Object.entries(page.data).map(async ([apiPath, inlined]) => {
    try {
      const response = await fetch(apiPath, { headers: { Accept: 'application/json' } });
      if (!response.ok) return false;
      return JSON.stringify(await response.json()) !== JSON.stringify(inlined);
    } catch {
      return false;
    }
  });
  return (await Promise.all(checks)).some(Boolean);
}
