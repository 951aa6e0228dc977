// Serves the built floor page (and the native <details> page beside it) on loopback for
// the first-interaction floors: files from the build folder, any other path the floor's
// index.html (its router draws the route), gzip where the browser asks for it, as the
// worker's static assets are served.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../lib/local-env.mjs';
import { assertPortFree } from './ports.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const DETAILS_PAGE = path.join(root, 'scripts', 'bench', 'floor', 'details.html');

/** Starts the floor server on `port`; returns { origin, stop }. */
export async function startFloorServer({ outDir, port }) {
  await assertPortFree(port);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://floor').pathname);
    let file = pathname === '/details.html' ? DETAILS_PAGE : path.join(outDir, pathname);
    if (!file.startsWith(outDir) && file !== DETAILS_PAGE) file = path.join(outDir, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) file = path.join(outDir, 'index.html');
    let body = readFileSync(file);
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
