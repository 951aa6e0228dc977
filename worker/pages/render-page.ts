import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isAppPath } from '../../shared/app-paths';
import { documentHtml } from '../../shared/document-html';
import type { ApiReader } from '../../shared/document-render';
import { apiError } from '../http/api-error';
import { renderedSession } from './rendered-session';
import {
  BUILD_MANIFEST_PATH,
  pageChunks,
  pageScriptTags,
  type BuildManifest,
} from './start-script';
import { oncePerIsolate } from './once-per-isolate';

/** Answers a request in-process, through the whole app (its middleware and routes). */
export type InProcessFetch = (request: Request) => Promise<Response>;

/** Headers of the page request its in-process reads carry on. */
const VISITOR_HEADERS = ['CF-Connecting-IP', 'User-Agent', 'Sec-Purpose'] as const;

type AppFetch = (c: Context<AppEnv>, request: Request) => Response | Promise<Response>;

/**
 * The build's page shell (web/index.html as Vite wrote it, with the app's script and
 * styles); Static Assets never serves it as a page itself (wrangler.toml,
 * run_worker_first), so every document comes from here.
 */
const shell = oncePerIsolate(async (c: Context<AppEnv>) => {
  const response = await c.env.ASSETS.fetch(new Request(`${new URL(c.req.url).origin}/`));
  if (!response.ok)
    throw new Error(`The page shell is missing (assets answered ${response.status})`);
  return response.text();
});

/**
 * The build's manifest, or null where there is no build (the worker tests' empty assets,
 * `npm run dev`): pages are then rendered without a start script.
 */
const buildManifest = oncePerIsolate(async (c: Context<AppEnv>): Promise<BuildManifest | null> => {
  const url = `${new URL(c.req.url).origin}${BUILD_MANIFEST_PATH}`;
  const response = await c.env.ASSETS.fetch(new Request(url));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The build manifest answered ${response.status}`);
  return response.json<BuildManifest>();
});

/**
 * Every page of the app (docs/architecture.md#one-start-path): the worker renders the
 * route for the visitor's session (from the session cookie) with the /api answers it
 * reads, asked of the app in-process exactly as the browser would ask them, and the
 * browser hydrates the result (web/main.tsx). A path the app has no screen for is the
 * 404 screen with status 404.
 */
export function renderPage(appFetch: AppFetch) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const fetchInProcess: InProcessFetch = async (request) => appFetch(c, request);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return apiError(
        c,
        405,
        'method_not_allowed',
        `${c.req.method} is not allowed on ${c.req.path}`,
      );
    }
    const origin = new URL(c.req.url).origin;
    const session = await renderedSession(c.req.header('Cookie'), fetchInProcess, origin);
    const readApi: ApiReader = async (path, signedIn) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      // The visitor's own, for what the API counts per visitor (a project's views) and
      // does not count (a browser's prefetch of the page).
      for (const name of VISITOR_HEADERS) {
        const value = c.req.header(name);
        if (value) headers[name] = value;
      }
      if (signedIn && session.token) headers.Authorization = `Bearer ${session.token}`;
      const response = await fetchInProcess(new Request(`${origin}${path}`, { headers }));
      return response.ok ? ((await response.json()) as unknown) : null;
    };
    // Loaded with the first page, not with the worker: an /api request never needs React.
    const { renderDocument } = await import('launchfund-web-render');
    const rendered = await renderDocument({ url: c.req.url, session: session.rendered, readApi });
    if (rendered.redirect) return c.redirect(rendered.redirect, 302);
    const [template, manifest] = await Promise.all([shell(c), buildManifest(c)]);
    // Without a build (the worker tests' empty assets, `npm run dev`) the entry starts
    // the app itself (web/main.tsx).
    const nonce = c.get('secureHeadersNonce');
    const scripts =
      manifest && nonce ? pageScriptTags(pageChunks(manifest, rendered.chunks), nonce) : [];
    const html = documentHtml(template, { ...rendered, head: [...rendered.head, ...scripts] });
    const status = isAppPath(c.req.path) ? rendered.status : 404;
    return new Response(c.req.method === 'HEAD' ? null : html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // A page shows one visitor's session and the data as it is now.
        'Cache-Control': 'private, no-store',
        Vary: 'Cookie',
      },
    });
  };
}
