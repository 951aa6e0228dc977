/**
 * Server entry for prerendering (scripts/prerender.ts): renders one public route to HTML
 * with the same providers and route table as the browser, with the API responses it
 * needs inlined. Built with `vite build --ssr`; never shipped to the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { prerenderMisses, primePrerender } from './lib/prerendered-data';

export interface RenderResult {
  html: string;
  /** /api paths the page asked for that `data` did not hold: fetch them and render again. */
  misses: string[];
  status: number;
}

export async function render(url: string, data: Record<string, unknown>): Promise<RenderResult> {
  const { pathname } = new URL(url);
  primePrerender(pathname, data);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { html: '', misses: [], status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline hydration script (the CSP forbids inline scripts). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, misses: prerenderMisses(), status: context.statusCode };
}
