// Prerenders the public routes to static HTML after `vite build` and the seed: the home
// page, Discover, every live project page and the text pages, each with the API
// responses it shows inlined, so the first paint needs no JavaScript and the browser
// hydrates instead of rendering from scratch (web/main.tsx). Data comes from the worker's
// own routes, run in-process against the seeded local D1 (like scripts/seed.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { getPlatformProxy } from 'wrangler';
import type { Env } from '../worker/env';
import { app } from '../worker/app';
import { PRERENDERED_PATHS } from '../web/lib/site-pages';
import {
  globalStyleTags,
  prerenderedPage,
  shellWithGlobalStyles,
  withoutGlobalStyles,
} from '../web/lib/prerender-page';

interface RenderResult {
  html: string;
  misses: string[];
  status: number;
}
type Render = (url: string, data: Record<string, unknown>) => Promise<RenderResult>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The bench prerenders into its own build folder; `npm start` into dist/client.
const clientDir = path.resolve(root, process.env.PRERENDER_CLIENT_DIR ?? 'dist/client');
// The server bundle keeps its dependencies external, so it must live inside the repo to
// resolve them from node_modules.
const serverDir = path.join(root, 'dist', 'ssr', path.basename(clientDir));
const ORIGIN = 'http://localhost';

/** Where Workers Static Assets looks for a path (html_handling: auto-trailing-slash). */
function fileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

async function main() {
  await build({
    root: path.join(root, 'web'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { render } = (await import(
    pathToFileURL(path.join(serverDir, 'entry-server.js')).href
  )) as {
    render: Render;
  };
  // The SPA shell, kept as spa-shell.html for anything that is not prerendered (and as
  // the template when prerendering runs again over the same build); it gets the pages'
  // global styles once they are rendered.
  const shellFile = path.join(clientDir, 'spa-shell.html');
  const template = withoutGlobalStyles(
    readFileSync(existsSync(shellFile) ? shellFile : path.join(clientDir, 'index.html'), 'utf8'),
  );
  writeFileSync(shellFile, template);
  let shellStyles: string[] = [];

  const stateDir = process.env.STATE_DIR ? path.resolve(process.env.STATE_DIR, 'v3') : undefined;
  const proxy = await getPlatformProxy<Env>({
    configPath: process.env.PRERENDER_WRANGLER_CONFIG ?? path.join(root, 'wrangler.toml'),
    persist: stateDir ? { path: stateDir } : true,
    remoteBindings: false,
  });
  const env: Env = {
    ...proxy.env,
    ASSETS: { fetch: async () => new Response(null, { status: 404 }) } as unknown as Fetcher,
  };
  const ctx = {
    waitUntil() {},
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const api = async (apiPath: string): Promise<unknown> => {
    const res = await app.fetch(
      // Rendering a page is not a visit: the API does not count it as a project view.
      new Request(`${ORIGIN}${apiPath}`, { headers: { 'Sec-Purpose': 'prefetch' } }),
      env,
      ctx,
    );
    if (!res.ok) throw new Error(`${apiPath} answered ${res.status}`);
    return res.json();
  };

  try {
    // The list answers pages: follow its cursor to render every live project's page.
    const slugs: string[] = [];
    for (let cursor: string | null = ''; cursor !== null;) {
      const page = (await api(`/api/projects?limit=100${cursor ? `&cursor=${cursor}` : ''}`)) as {
        projects: { slug: string }[];
        nextCursor: string | null;
      };
      slugs.push(...page.projects.map((p) => p.slug));
      cursor = page.nextCursor;
    }
    const routes = [
      // The fixed pages the site's page table marks, then every live project's page.
      ...PRERENDERED_PATHS,
      ...slugs.map((slug) => `/project/${encodeURIComponent(slug)}`),
    ];
    let written = 0;
    const renderedAt = new Date().toISOString();
    for (const route of routes) {
      const data: Record<string, unknown> = {};
      let result = await render(`${ORIGIN}${route}`, data);
      for (let pass = 0; result.misses.length > 0 && pass < 3; pass++) {
        for (const miss of result.misses) data[miss] = await api(miss);
        result = await render(`${ORIGIN}${route}`, data);
      }
      if (result.status !== 200 || result.misses.length > 0 || !result.html) {
        console.warn(
          `[prerender] skipped ${route}: status ${result.status}, missing ${result.misses.join(', ')}`,
        );
        continue;
      }
      // Verbatim insertion: page text (project titles) may hold `$&`-style patterns.
      const page = prerenderedPage(template, { path: route, data, renderedAt }, result.html);
      if (shellStyles.length === 0) shellStyles = globalStyleTags(result.html);
      const file = path.join(clientDir, fileFor(route));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, page);
      written += 1;
    }
    // Every page renders the same global styles: the shell gets the first page's.
    if (shellStyles.length > 0)
      writeFileSync(shellFile, shellWithGlobalStyles(template, shellStyles));
    console.log(
      `[prerender] ${written} of ${routes.length} public pages written to ${path.relative(root, clientDir) || clientDir}`,
    );
  } finally {
    await proxy.dispose();
  }
}

await main();
