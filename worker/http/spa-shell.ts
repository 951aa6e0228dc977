import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isAppPath } from '../../shared/app-paths';
import { apiError } from './api-error';

/**
 * The SPA shell for a page path no static asset matches (wrangler.toml turns Static
 * Assets' own fallback off): the client router then shows the screen, or its 404 page.
 * Prerendered public pages never get here, and the prerendered home page (index.html)
 * must not be the fallback, so the shell is the build's index.html that
 * scripts/prerender.ts keeps as spa-shell.html (with the global styles every page renders
 * put in its head) — or index.html when nothing was prerendered. A path the app has no
 * screen for (shared/app-paths.ts) is answered 404: the same shell, whose router shows the
 * 404 screen, so crawlers and link checkers see the page does not exist.
 */
export async function serveSpaShell(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return apiError(
      c,
      405,
      'method_not_allowed',
      `${c.req.method} is not allowed on ${c.req.path}`,
    );
  }
  const origin = new URL(c.req.url).origin;
  let shell = await c.env.ASSETS.fetch(new Request(`${origin}/spa-shell`));
  if (!shell.ok) shell = await c.env.ASSETS.fetch(new Request(`${origin}/`));
  // A new Response: the assets binding's headers are immutable, and the security-header
  // middleware has to add to them.
  return new Response(c.req.method === 'HEAD' ? null : shell.body, {
    status: shell.ok && !isAppPath(c.req.path) ? 404 : shell.status,
    headers: new Headers(shell.headers),
  });
}
