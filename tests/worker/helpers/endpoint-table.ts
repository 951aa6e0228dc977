/**
 * Reads an endpoint table of the docs (between `<!-- endpoints:start -->` and
 * `<!-- endpoints:end -->`: `| METHOD | \`path\` | status |`) and the routes the worker
 * registers under a prefix, so a test can hold the two to each other both ways.
 */
import { app } from '../../../worker/app';

export interface DocEndpoint {
  method: string;
  path: string;
  status: string;
}

export function endpointTable(markdown: string): DocEndpoint[] {
  const start = markdown.indexOf('<!-- endpoints:start -->');
  const end = markdown.indexOf('<!-- endpoints:end -->');
  if (start === -1 || end === -1) throw new Error('the endpoint table markers are missing');
  const rows: DocEndpoint[] = [];
  for (const line of markdown.slice(start, end).split('\n')) {
    const match = /^\|\s*([A-Z]+)\s*\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|\s*$/.exec(line);
    if (match?.[1] && match[2] && match[3]) {
      rows.push({ method: match[1], path: match[2], status: match[3] });
    }
  }
  return rows;
}

/**
 * `METHOD path` of every route the app registers under `prefix` (the path relative to
 * it), leaving out the prefix's middleware and final catch-all (`ALL <prefix>/*`).
 */
export function registeredUnder(prefix: string): Set<string> {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (!route.path.startsWith(`${prefix}/`)) continue;
    const path = route.path.slice(prefix.length);
    if (route.method === 'ALL' && path === '/*') continue;
    routes.add(`${route.method} ${path}`);
  }
  return routes;
}
