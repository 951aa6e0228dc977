// The scale series: the bench server's database grows to 1,000, 10,000 and 100,000 live
// projects (imported through the event store while the server is stopped; a copy of the
// state is kept at each smaller size), and GET /api/projects is timed at every size for
// Discover's first page, a search and a filtered sort, every size served at once by its
// own server (sequential requests on one keep-alive connection per server, so the figure
// is the server's work, not queueing; the sizes and queries take turns; each asks for a
// fresh answer, so every request reads D1 rather than the isolate's cache), with the size
// of each answer. At the largest size the list and a project's page are loaded at 50
// connections beside a static asset of the same server, as a browser asks (hot answers
// come from the isolate's cache) and, reported only, with every request reading D1.
//
// From the first import on, the server is the built worker on workerd (lib/workerd.mjs),
// without `wrangler dev`'s proxy and reload machinery, the way production serves it; the
// static asset is also loaded once on `wrangler dev` before the switch, and a plain Node
// server of the same file gives the machine's floor (both reported). The runtime's own
// floor is a worker that answers at once, served the same way with the same config beside
// the app, loaded at the same 50 connections in turns with the app's targets, three rounds
// (the p99 budget is read against it: the median round of each).
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { run } from '../../lib/local-env.mjs';
import { assertPortFree } from './ports.mjs';
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

/** Rounds of the load at the largest size, each the app's targets then the runtime floor. */
const LOAD_ROUNDS = 3;

/**
 * Of one target's rounds, the one with the median p99, carrying every round's p99
 * (`p99Rounds`) so the report shows the spread the median was taken from.
 */
function medianRound(rounds) {
  const sorted = [...rounds].sort((a, b) => a.p99Ms - b.p99Ms);
  return { ...sorted[Math.floor(sorted.length / 2)], p99Rounds: rounds.map((r) => r.p99Ms) };
}

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
 * p50/p99 of each query at each size over `samples` rounds after `warmup` rounds. Every
 * size is served at once (`sizes`: [{ size, origin }], one server each), and each round
 * asks every query of every size once, in turn, so whatever the machine does meanwhile
 * (another process, a slower minute) lands on every size and query alike; timed one size
 * after another, a machine that slowed between them read as a cost of size. Any non-200
 * is an error. Returns [{ size, queries }].
 */
async function timeSizes(sizes, queries, { samples, warmup }) {
  const cells = sizes.map(() => queries.map(() => ({ times: [], bytes: 0, errors: 0 })));
  for (let round = 0; round < warmup + samples; round += 1) {
    for (const [s, { origin }] of sizes.entries()) {
      for (const [q, query] of queries.entries()) {
        const cell = cells[s][q];
        const r = await timedGet(`${origin}${query.path}`).catch(() => ({ status: 0, bytes: 0 }));
        if (r.status !== 200) cell.errors += 1;
        if (round >= warmup) cell.times.push(r.ms);
        cell.bytes = Math.max(cell.bytes, r.bytes);
      }
    }
  }
  const rows = [];
  for (const [s, { size, origin }] of sizes.entries()) {
    const measured = [];
    for (const [q, query] of queries.entries()) {
      const { times, bytes, errors } = cells[s][q];
      const body = await (
        await fetch(`${origin}${query.path}`, { headers: FRESH })
      )
        .json()
        .catch(() => null);
      const sorted = times.sort((a, b) => a - b);
      measured.push({
        name: query.name,
        path: query.path,
        budgeted: query.budgeted,
        p50Ms: Number(percentile(sorted, 50).toFixed(2)),
        p99Ms: Number(percentile(sorted, 99).toFixed(2)),
        bytes,
        total: body?.total ?? null,
        returned: body?.projects?.length ?? null,
        errors,
      });
    }
    rows.push({ size, queries: measured });
  }
  return rows;
}

/**
 * Runs the series against a started bench server (`wrangler dev`); returns { sizes,
 * throughput, uncached, devStatic, plainStatic, runtimeFloor }. The imports run with no
 * server (a second process must not write to the database one serves); then the worker is
 * served on workerd from the state and from each smaller size's copy (on the next ports),
 * and the floor worker beside it on `floorPort`.
 */
export async function scaleSeries(
  server,
  { port, scaleFirst, floorPort, vars, samples = 400, warmup = 40, seconds = 5 },
) {
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
  let floorServer;
  const bundleDir = path.join(server.stateDir, 'bundle');
  const appScript = await bundleWorker(configPath, bundleDir);
  /**
   * Serves `scriptPath` on workerd from `stateDir` at `at` (the bench's port by default);
   * `group` is its process group, for its CPU.
   */
  const start = async ({ scriptPath = appScript, stateDir = server.stateDir, at = port } = {}) => {
    await assertPortFree(at);
    const child = spawnWorkerd({
      configPath,
      port: at,
      stateDir,
      scriptPath,
      vars: { AUTH_JWT_SECRET: randomBytes(32).toString('base64url'), ...vars },
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    try {
      await waitFor(`http://127.0.0.1:${at}/api/health`);
      if (child.exitCode !== null) throw new Error(`workerd on port ${at} exited`);
    } catch (err) {
      console.error(log.slice(-4000));
      process.kill(-child.pid, 'SIGTERM');
      throw err;
    }
    return {
      group: child.pid,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', () => resolve(true)));
        process.kill(-child.pid, 'SIGTERM');
        // The next server is started on the same port: on a busy machine workerd can take
        // longer than 5 s to go, so it is then killed and waited for, never left holding it.
        const gone = await Promise.race([exited, new Promise((r) => setTimeout(r, 5000, false))]);
        if (gone) return;
        process.kill(-child.pid, 'SIGKILL');
        await exited;
      },
    };
  };
  const projectPage = '/api/projects/bench-4242';
  // The smaller sizes are served from copies of the state, each by its own server, while
  // the largest is timed beside them (timeSizes).
  const smaller = [];
  try {
    await current.stop({ keepState: true });
    for (const size of SCALE_SIZES) {
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
      if (size !== SCALE_SIZES.at(-1)) {
        const copy = path.join(server.stateDir, 'sizes', String(size));
        cpSync(path.join(server.stateDir, 'v3'), path.join(copy, 'v3'), { recursive: true });
        smaller.push({ size, stateDir: copy });
      }
    }
    // The imports' writes reach the disk before anything is timed.
    execFileSync('sync');
    current = await start();
    const sizes = [];
    try {
      for (const [i, { size, stateDir }] of smaller.entries()) {
        const at = scaleFirst + i;
        sizes.push({
          size,
          origin: `http://127.0.0.1:${at}`,
          server: await start({ stateDir, at }),
        });
      }
      sizes.push({ size: imported, origin: server.origin, server: current });
      rows.push(...(await timeSizes(sizes, SCALE_QUERIES, { samples, warmup })));
    } finally {
      for (const { server: other } of sizes) if (other !== current) await other.stop();
    }
    for (const { size, queries } of rows) {
      for (const q of queries) {
        console.log(
          `info  ${size} projects, ${q.name}: p50 ${q.p50Ms} ms, p99 ${q.p99Ms} ms, ${q.bytes} bytes, total ${q.total}`,
        );
      }
    }
    // The runtime floor serves beside the app on its own port, and the two are loaded in
    // turns, round after round: a slow moment of this shared machine then falls on both
    // alike, where one floor measured once, minutes apart, compared the app's worst
    // moment with the floor's best (the same build's ratio ranged 1.0× to 3.7×).
    const firstPage = await (await fetch(`${server.origin}${SCALE_QUERIES[0].path}`)).text();
    const floorScript = path.join(bundleDir, 'floor-worker.js');
    writeFileSync(floorScript, floorWorker(firstPage));
    floorServer = await start({
      scriptPath: floorScript,
      stateDir: path.join(server.stateDir, 'runtime-floor'),
      at: floorPort,
    });
    const options = {
      staticPath: '/favicon.svg',
      seconds,
      connections: 50,
      serverGroup: current.group,
    };
    const targets = [
      { name: 'GET /api/projects', method: 'GET', path: SCALE_QUERIES[0].path },
      { name: 'GET /api/projects/:slug', method: 'GET', path: projectPage },
    ];
    const rounds = [];
    for (let round = 1; round <= LOAD_ROUNDS; round += 1) {
      console.log(
        `[bench] scale: round ${round} of ${LOAD_ROUNDS}: list and project page beside a static asset, then the runtime floor, 50 connections`,
      );
      const rows = await measureThroughput(server.origin, targets, options);
      const floor = await timedCannon(
        { url: `http://127.0.0.1:${floorPort}${SCALE_QUERIES[0].path}`, ...load },
        floorServer.group,
      );
      rounds.push({ rows, floor });
    }
    throughput = targets.map(({ name }, i) => {
      const api = medianRound(rounds.map(({ rows }) => rows[i].api));
      const staticAsset = medianRound(rounds.map(({ rows }) => rows[i].staticAsset));
      return { name, api, staticAsset };
    });
    runtimeFloor = medianRound(rounds.map(({ floor }) => floor));
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
  } finally {
    await floorServer?.stop();
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
