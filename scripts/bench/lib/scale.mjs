// The scale series: the bench server's database grows to 1,000, 10,000 and 100,000 live
// projects (imported through the event store while the server is stopped), and at each
// size GET /api/projects is timed for Discover's first page, a search and a filtered
// sort (sequential requests on one keep-alive connection, so the figure is the server's
// work, not queueing), with the size of each answer. At the largest size the list and a
// project's page are loaded at 50 connections beside a static asset of the same server.
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { run } from '../../lib/local-env.mjs';
import { spawnWranglerDev, waitFor } from './server.mjs';
import { measureThroughput } from './throughput.mjs';

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

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the keep-alive connection: status, body bytes and milliseconds. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent }, (res) => {
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

/** p50/p99 of `samples` sequential requests after a warm-up; any non-200 is an error. */
async function timeQuery(origin, query, { samples, warmup }) {
  const times = [];
  let bytes = 0;
  let errors = 0;
  for (let i = 0; i < warmup + samples; i += 1) {
    const r = await timedGet(`${origin}${query.path}`).catch(() => ({ status: 0, bytes: 0 }));
    if (r.status !== 200) errors += 1;
    if (i >= warmup) times.push(r.ms);
    bytes = Math.max(bytes, r.bytes);
  }
  const body = await (await fetch(`${origin}${query.path}`)).json().catch(() => null);
  const total = body?.total ?? null;
  const sorted = times.sort((a, b) => a - b);
  return {
    name: query.name,
    path: query.path,
    budgeted: query.budgeted,
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    bytes,
    total,
    returned: body?.projects?.length ?? null,
    errors,
  };
}

/**
 * Runs the series against a started bench server; returns { sizes, throughput, stop }.
 * The server is restarted on the same state folder after each import (a second process
 * must not write to the database the first one serves).
 */
export async function scaleSeries(server, { port, vars, samples = 400, warmup = 40, seconds = 5 }) {
  const configPath = path.join(server.stateDir, 'wrangler.toml');
  let current = server;
  let imported = 0;
  const rows = [];
  let throughput;
  const restart = async () => {
    const child = spawnWranglerDev({
      configPath,
      port,
      stateDir: server.stateDir,
      vars: { AUTH_JWT_SECRET: randomBytes(32).toString('base64url'), ...vars },
    });
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
      current = await restart();
      const queries = [];
      for (const query of SCALE_QUERIES) {
        queries.push(await timeQuery(server.origin, query, { samples, warmup }));
      }
      rows.push({ size, queries });
      for (const q of queries) {
        console.log(
          `info  ${size} projects, ${q.name}: p50 ${q.p50Ms} ms, p99 ${q.p99Ms} ms, ${q.bytes} bytes, total ${q.total}`,
        );
      }
    }
    console.log('[bench] scale: list and project page beside a static asset, 50 connections');
    throughput = await measureThroughput(
      server.origin,
      [
        { name: 'GET /api/projects', method: 'GET', path: SCALE_QUERIES[0].path },
        { name: 'GET /api/projects/:slug', method: 'GET', path: '/api/projects/bench-4242' },
      ],
      { staticPath: '/favicon.svg', seconds, connections: 50 },
    );
  } finally {
    await current.stop({ keepState: true });
  }
  return { sizes: rows, throughput };
}
