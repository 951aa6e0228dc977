// Worker throughput and latency on loopback with autocannon: each API call measured
// beside a static asset served by the same server in the same run. autocannon runs in
// this process and shares the machine's cores with the server, so each figure carries
// the CPU both used (autocannon's from process.cpuUsage, the server's from /proc, summed
// over its process group) and the load average when it started.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** CPU seconds used so far by every process in group `pgid` (Linux /proc; 0 elsewhere). */
function groupCpuSeconds(pgid) {
  if (!pgid || process.platform !== 'linux') return 0;
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 3 (pgrp), 14 (utime) and 15 (stime) of proc(5), counted from `state`.
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks / ticksPerSecond;
}

function summarise(result) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    serverErrors,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * One autocannon run with its CPU: `cannonCpuPct` / `serverCpuPct` are percent of one
 * core over the run (200 % is both cores of this machine), `load1` the 1-minute load
 * average when it started.
 */
export async function timedCannon(options, serverGroup) {
  const load1 = Number(os.loadavg()[0].toFixed(2));
  const cpu = process.cpuUsage();
  const server = groupCpuSeconds(serverGroup);
  const started = process.hrtime.bigint();
  const result = await cannon(options);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  const pct = (s) => Math.round((s / seconds) * 100);
  return {
    ...summarise(result),
    load1,
    cannonCpuPct: pct((used.user + used.system) / 1e6),
    serverCpuPct: serverGroup ? pct(groupCpuSeconds(serverGroup) - server) : null,
  };
}

/**
 * `targets`: [{ name, method, path, headers?, body? }]. Each runs for `seconds` with
 * `connections` keep-alive connections, followed by the static asset for as long.
 * `serverGroup`: the server's process group, for its CPU.
 */
export async function measureThroughput(
  origin,
  targets,
  { staticPath, seconds = 5, connections = 10, serverGroup },
) {
  const rows = [];
  for (const target of targets) {
    const api = await timedCannon(
      {
        url: `${origin}${target.path}`,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections,
        duration: seconds,
      },
      serverGroup,
    );
    const asset = await timedCannon(
      { url: `${origin}${staticPath}`, connections, duration: seconds },
      serverGroup,
    );
    rows.push({ name: target.name, api, staticAsset: { path: staticPath, ...asset } });
  }
  return rows;
}

/**
 * The floor of this machine: a plain Node HTTP server (its own process, one thread)
 * answering the same file from memory, loaded the same way. Nothing served through any
 * runtime on this machine can do better at `connections`.
 */
export async function plainStaticFloor(file, { port, seconds = 5, connections = 50 }) {
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=0, must-revalidate' });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  // Its own process group, so its CPU is counted apart from autocannon's.
  const child = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.once('data', resolve);
      child.once('exit', (code) => reject(new Error(`plain static server exited with ${code}`)));
    });
    return await timedCannon(
      { url: `http://127.0.0.1:${port}/`, connections, duration: seconds },
      child.pid,
    );
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}
