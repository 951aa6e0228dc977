// The scale series: the bench server's database grows to 1,000, 10,000 and 100,000 live
// projects (imported through the event store while the server is stopped), and at each
// size GET /api/projects is timed for Discover's first page, a search and a filtered
// sort (sequential requests on one keep-alive connection, so the figure is the server's
// work, not queueing; the queries take turns; each asks for a fresh answer, so every
// request reads D1 rather than the isolate's cache), with the size of each answer. At the
// largest size the list and a project's page are loaded at 50 connections beside a static
// asset of the same server, as a browser asks (hot answers come from the isolate's
// cache) and, reported only, with every request reading D1.
//
// From the first import on, the server is the built worker on workerd (lib/workerd.mjs),
// without `wrangler dev`'s proxy and reload machinery, the way production serves it; the
// static asset is also loaded once on `wrangler dev` before the switch, and a plain Node
// server of the same file gives the machine's floor (both reported). The runtime's own
// floor is measured last: a worker that answers at once, served the same way with the
// same config, at the same 50 connections (reported, to read the p99 budget against).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { run } from '../../lib/local-env.mjs';
import { waitFor } from './server.mjs';
import { measureThroughput, plainStaticFloor, timedCannon } from './throughput.mjs';
import { bundleWorker, spawnWorkerd } from './workerd.mjs';

export const SCALE_SIZES = [1_000, 10_000, 100_000];

/**
 * `budgeted`: held to the 1.5× budget. The broad search's work grows with its matches
 * (1% of the projects: ten at 1,000, a thousand at 100,000), so it is reported only.
 */
export const SCALE_QUERIES = [
  { name: 'first page', path: '/api/projects?sort=newest', budgeted: true },
  { name: 'search', path: '/api/projects?q=zephyr&sort=newest', budgeted: true },
  { name: 'filtered sort', path: '/api/projects?category=Finance&sort=mostFunded', budgeted: true },
  { name: 'broad search (1%)', path: '/api/projects?q=quasar&sort=newest', budgeted: false },
];

/**
 * A worker that answers every request at once with `body` (the first page's answer, so
 * the bytes are the same, encoded once as the read cache keeps them), served on workerd
 * with the app's wrangler config (its static assets, their router and the paths that
 * reach the worker first): what the runtime costs a request before and after the
 * worker's own code. Nothing served on this runtime answers sooner at the same concurrency.
 */
const floorWorker = (body) => `const body = new TextEncoder().encode(${JSON.stringify(body)});
export default {
  fetch: () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
};
`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** A fresh answer: the worker reads D1 instead of its cache (docs/architecture.md#caching). */
const FRESH = { 'Cache-Control': 'no-cache' };

/** One GET on the keep-alive connection: status, body bytes and milliseconds. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers: FRESH }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * p50/p99 of each query over `samples` rounds after `warmup` rounds; each round asks every
 * query once, in turn, so a passing disturbance (another process, the import's writes
 * still reaching the disk) lands on every query alike. Any non-200 is an error.
 */
async function timeQueries(origin, queries, { samples, warmup }) {
  const times = queries.map(() => []);
  const bytes = queries.map(() => 0);
  const errors = queries.map(() => 0);
  for (let round = 0; round < warmup + samples; round += 1) {
    for (const [i, query] of queries.entries()) {
      const r = await timedGet(`${origin}${query.path}`).catch(() => ({ status: 0, bytes: 0 }));
      if (r.status !== 200) errors[i] += 1;
      if (round >= warmup) times[i].push(r.ms);
      bytes[i] = Math.max(bytes[i], r.bytes);
    }
  }
  const rows = [];
  for (const [i, query] of queries.entries()) {
    const body = await (
      await fetch(`${origin}${query.path}`, { headers: FRESH })
    )
      .json()
      .catch(() => null);
    const sorted = times[i].sort((a, b) => a - b);
    rows.push({
      name: query.name,
      path: query.path,
      budgeted: query.budgeted,
      p50Ms: Number(percentile(sorted, 50).toFixed(2)),
      p99Ms: Number(percentile(sorted, 99).toFixed(2)),
      bytes: bytes[i],
      total: body?.total ?? null,
      returned: body?.projects?.length ?? null,
      errors: errors[i],
    });
  }
  return rows;
}

/**
 * Runs the series against a started bench server (`wrangler dev`); returns { sizes,
 * throughput, uncached, devStatic, plainStatic, runtimeFloor }. The server is restarted on
 * workerd, on the same state folder, after each import (a second process must not write
 * to the database the first one serves), and last with the floor worker.
 */
export async function scaleSeries(server, { port, vars, samples = 400, warmup = 40, seconds = 5 }) {
  const configPath = path.join(server.stateDir, 'wrangler.toml');
  const load = { connections: 50, duration: seconds };
  console.log('[bench] scale: the static asset on wrangler dev, 50 connections (reported)');
  const devStatic = await timedCannon({ url: `${server.origin}/favicon.svg`, ...load });
  let current = server;
  let imported = 0;
  const rows = [];
  let throughput;
  let uncached;
  let runtimeFloor;
  const bundleDir = path.join(server.stateDir, 'bundle');
  const appScript = await bundleWorker(configPath, bundleDir);
  let serverGroup;
  const restart = async (scriptPath = appScript) => {
    const child = spawnWorkerd({
      configPath,
      port,
      stateDir: server.stateDir,
      scriptPath,
      vars: { AUTH_JWT_SECRET: randomBytes(32).toString('base64url'), ...vars },
    });
    serverGroup = child.pid;
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    try {
      await waitFor(`${server.origin}/api/health`);
    } catch (err) {
      console.error(log.slice(-4000));
      process.kill(-child.pid, 'SIGTERM');
      throw err;
    }
    return {
      async stop() {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      },
    };
  };
  const projectPage = '/api/projects/bench-4242';
  try {
    for (const size of SCALE_SIZES) {
      await current.stop({ keepState: true });
      console.log(`[bench] scale: importing ${size - imported} projects (to ${size})`);
      await run('tsx', ['scripts/bench/import-projects.ts'], {
        env: {
          STATE_DIR: server.stateDir,
          IMPORT_CONFIG: configPath,
          IMPORT_FROM: String(imported),
          IMPORT_COUNT: String(size - imported),
        },
      });
      imported = size;
      // The import's writes reach the disk before anything is timed.
      execFileSync('sync');
      current = await restart();
      const queries = await timeQueries(server.origin, SCALE_QUERIES, { samples, warmup });
      rows.push({ size, queries });
      for (const q of queries) {
        console.log(
          `info  ${size} projects, ${q.name}: p50 ${q.p50Ms} ms, p99 ${q.p99Ms} ms, ${q.bytes} bytes, total ${q.total}`,
        );
      }
    }
    console.log('[bench] scale: list and project page beside a static asset, 50 connections');
    const options = { staticPath: '/favicon.svg', seconds, connections: 50, serverGroup };
    throughput = await measureThroughput(
      server.origin,
      [
        { name: 'GET /api/projects', method: 'GET', path: SCALE_QUERIES[0].path },
        { name: 'GET /api/projects/:slug', method: 'GET', path: projectPage },
      ],
      options,
    );
    console.log('[bench] scale: the same with every request reading D1 (reported)');
    uncached = await measureThroughput(
      server.origin,
      [
        { name: 'GET /api/projects, no-cache', path: SCALE_QUERIES[0].path, headers: FRESH },
        { name: 'GET /api/projects/:slug, no-cache', path: projectPage, headers: FRESH },
      ].map((target) => ({ method: 'GET', ...target })),
      options,
    );
    for (const row of [...throughput, ...uncached]) {
      const { api, staticAsset: asset } = row;
      console.log(
        `info  ${row.name}: ${api.rps} rps, p50 ${api.p50Ms} / p99 ${api.p99Ms} ms (static ${asset.rps} rps, p99 ${asset.p99Ms} ms); CPU server ${api.serverCpuPct} %, autocannon ${api.cannonCpuPct} %; load ${api.load1}`,
      );
    }
    console.log('[bench] scale: a worker that answers at once on the same runtime (reported)');
    const firstPage = await (await fetch(`${server.origin}${SCALE_QUERIES[0].path}`)).text();
    await current.stop({ keepState: true });
    const floorScript = path.join(bundleDir, 'floor-worker.js');
    writeFileSync(floorScript, floorWorker(firstPage));
    current = await restart(floorScript);
    runtimeFloor = await timedCannon(
      { url: `${server.origin}${SCALE_QUERIES[0].path}`, ...load },
      serverGroup,
    );
  } finally {
    await current.stop({ keepState: true });
  }
  const favicon = path.join(
    /^directory = "(.+)"$/m.exec(readFileSync(configPath, 'utf8'))?.[1] ?? '',
    'favicon.svg',
  );
  const plainStatic = await plainStaticFloor(favicon, { port, seconds, connections: 50 });
  for (const [name, r] of [
    ['static asset on wrangler dev', devStatic],
    ['plain Node server, same file', plainStatic],
    ['a worker that answers at once, same runtime', runtimeFloor],
  ]) {
    console.log(
      `info  ${name}: ${r.rps} rps, p50 ${r.p50Ms} / p99 ${r.p99Ms} ms; CPU server ${r.serverCpuPct ?? '?'} %, autocannon ${r.cannonCpuPct} %; load ${r.load1}`,
    );
  }
  return { sizes: rows, throughput, uncached, devStatic, plainStatic, runtimeFloor };
}
