// Proxy mode with faults, on loopback: the worker in proxy mode in front of a stand-in
// for the hosted project (upstream-stand-in.mjs), driven through four phases with
// bounded durations and request counts: healthy → upstream answers 503 → upstream hangs
// past the proxy timeout → healthy again. During the faults every answer must be the
// documented error (503 passed through, 504 request_timeout; never another 5xx), no
// client POST may reach the upstream twice, every sign-up the client saw succeed must
// exist exactly once upstream and none that failed may, and after the faults the
// sign-ups that failed succeed when retried.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPortFree } from './ports.mjs';
import { writeBenchWranglerConfig } from './wrangler-config.mjs';
import { spawnWranglerDev, waitFor } from './server.mjs';
import { startUpstreamStandIn } from './upstream-stand-in.mjs';

const ANON_KEY = 'bench-stand-in-anon-key';
const PUBLIC_KEY = 'sb_publishable_launchfund_local';
const PASSWORD = 'bench-password-2026';

/** Starts `wrangler dev` in proxy mode (no database needed: /auth/v1 only proxies). */
async function startProxyWorker({ port, upstream, timeoutMs }) {
  await assertPortFree(port);
  const upstreamOrigin = upstream.origin;
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-'));
  const assetsDir = path.join(stateDir, 'assets');
  mkdirSync(assetsDir);
  const configPath = writeBenchWranglerConfig(stateDir, assetsDir);
  const vars = {
    AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
    SUPABASE_URL: upstreamOrigin,
    SUPABASE_ANON_KEY: ANON_KEY,
    AUTH_PROXY_TIMEOUT_MS: String(timeoutMs),
  };
  const child = spawnWranglerDev({ configPath, port, stateDir, vars });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    // Answered by the stand-in through the worker: proves proxy mode is on.
    await waitFor(`${origin}/auth/v1/settings`, 90_000);
    // The answer came through our worker from our stand-in, not from another server.
    if (child.exitCode !== null || upstream.stats().received === 0)
      throw new Error(`the answer on port ${port} did not come from the bench's proxy worker`);
  } catch (err) {
    console.error(log.slice(-4000));
    await stop();
    throw err;
  }
  return { origin, stop, log: () => log };
}

async function call(origin, pathname, body, requestIdHeader) {
  const requestId = randomUUID();
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${pathname}`, {
      method: 'POST',
      headers: {
        apikey: PUBLIC_KEY,
        authorization: `Bearer ${PUBLIC_KEY}`,
        'content-type': 'application/json;charset=UTF-8',
        'x-supabase-api-version': '2024-01-01',
        [requestIdHeader]: requestId,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: counted as an unclear error below
    }
    return { requestId, status: res.status, json, ms: performance.now() - started };
  } catch {
    return { requestId, status: 'network-error', json: null, ms: performance.now() - started };
  }
}

function tally(values) {
  const counts = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

const quantile = (sorted, q) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))])
    : null;

/**
 * Runs the four phases and returns the figures and the list of problems found (empty
 * when every check holds).
 */
export async function proxyFaults({
  port,
  timeoutMs = 1000,
  phaseMs = { healthy: 3000, unavailable: 5000, hang: 5000, recovered: 3000 },
  wave = 10,
  maxPerPhase = 150,
} = {}) {
  const upstream = await startUpstreamStandIn({ anonKey: ANON_KEY });
  let worker;
  try {
    worker = await startProxyWorker({ port, upstream, timeoutMs });
    const run = Date.now().toString(36);
    let nextUser = 0;
    const signedUp = []; // emails whose sign-up the client saw succeed
    const failedSignups = []; // emails whose sign-up the client saw fail
    const calls = [];

    const signup = async (phase, email = `proxy-${run}-${nextUser++}@example.com`) => {
      const r = await call(
        worker.origin,
        '/auth/v1/signup',
        {
          email,
          password: PASSWORD,
          data: { full_name: 'Proxy Bench', role: 'investor' },
          gotrue_meta_security: {},
        },
        upstream.requestIdHeader,
      );
      calls.push({ phase, kind: 'signup', email, ...r });
      if (r.status === 200 && r.json?.access_token && r.json?.user?.email === email)
        signedUp.push(email);
      else failedSignups.push(email);
      return r;
    };
    const signin = async (phase, email) => {
      const r = await call(
        worker.origin,
        '/auth/v1/token?grant_type=password',
        { email, password: PASSWORD, gotrue_meta_security: {} },
        upstream.requestIdHeader,
      );
      calls.push({ phase, kind: 'signin', email, ...r });
      return r;
    };

    // One phase: waves of `wave` concurrent calls (half sign-ups of new users, half
    // sign-ins of users that exist) until its time is up or its cap is reached.
    const drive = async (phase) => {
      const deadline = performance.now() + phaseMs[phase];
      let sent = 0;
      while (performance.now() < deadline && sent < maxPerPhase) {
        const existing = signedUp.length ? signedUp : [];
        await Promise.all(
          Array.from({ length: wave }, (_, i) =>
            i % 2 === 0 || existing.length === 0
              ? signup(phase)
              : signin(phase, existing[(sent + i) % existing.length]),
          ),
        );
        sent += wave;
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    const phases = {};
    const timed = async (phase, fn) => {
      const started = performance.now();
      await fn();
      phases[phase] = { seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
    };

    await timed('healthy', () => drive('healthy'));
    const failedBeforeFaults = failedSignups.length;
    upstream.setMode('unavailable');
    await timed('unavailable', () => drive('unavailable'));
    upstream.setMode('hang');
    await timed('hang', () => drive('hang'));
    upstream.setMode('healthy');
    const recoveredAt = performance.now();
    // The sign-ups that failed during the faults, retried once each (a user trying again).
    const toRetry = failedSignups.splice(0);
    let firstSuccessMs = null;
    const retries = await Promise.all(
      toRetry.map((email) =>
        signup('retry', email).then((r) => {
          if (r.status === 200 && firstSuccessMs === null)
            firstSuccessMs = Math.round(performance.now() - recoveredAt);
          return r;
        }),
      ),
    );
    await timed('recovered', () => drive('recovered'));

    // --- figures ---
    for (const [phase, figures] of Object.entries(phases)) {
      const mine = calls.filter((c) => c.phase === phase);
      const latencies = mine.map((c) => c.ms).sort((a, b) => a - b);
      Object.assign(figures, {
        requests: mine.length,
        statuses: tally(mine.map((c) => c.status)),
        p50Ms: quantile(latencies, 0.5),
        p99Ms: quantile(latencies, 0.99),
        maxMs: latencies.length ? Math.round(latencies[latencies.length - 1]) : null,
      });
    }
    phases.retry = {
      requests: retries.length,
      statuses: tally(retries.map((r) => r.status)),
      firstSuccessMs,
    };

    // --- checks ---
    const problems = { healthy: [], errors: [], retries: [], integrity: [], recovery: [] };
    const describe = (c) => `${c.phase} ${c.kind} → ${c.status}`;
    for (const c of calls) {
      const message = c.json?.message ?? c.json?.msg;
      if (c.phase === 'unavailable') {
        if (c.status !== 503 || typeof message !== 'string' || !message)
          problems.errors.push(`${describe(c)} (wanted 503 with the upstream's message)`);
      } else if (c.phase === 'hang') {
        if (c.status !== 504 || c.json?.code !== 'request_timeout' || !message)
          problems.errors.push(`${describe(c)} ${c.json?.code ?? ''} (wanted 504 request_timeout)`);
        else if (c.ms > timeoutMs + 2000)
          problems.errors.push(
            `${describe(c)} after ${Math.round(c.ms)} ms (timeout ${timeoutMs})`,
          );
      } else if (c.phase === 'healthy' || c.phase === 'recovered') {
        if (c.status !== 200)
          problems[c.phase === 'healthy' ? 'healthy' : 'recovery'].push(describe(c));
      } else if (c.phase === 'retry' && c.status !== 200) {
        problems.recovery.push(`${describe(c)} (a sign-up that failed during the faults)`);
      }
    }
    if (failedBeforeFaults > 0)
      problems.healthy.push(`${failedBeforeFaults} sign-ups failed before any fault`);

    // Every client POST reached the upstream at most once; the worker retries nothing.
    const arrivals = upstream.arrivals();
    const repeated = [...arrivals.values()].filter((n) => n > 1).length;
    if (repeated > 0)
      problems.retries.push(`${repeated} requests reached the upstream more than once`);
    const unknown = [...arrivals.keys()].filter((id) => !calls.some((c) => c.requestId === id));
    if (unknown.length > 0)
      problems.retries.push(`${unknown.length} requests the client never sent`);

    // Users and sessions upstream are exactly those the client was told about.
    const rows = tally(upstream.createdRows());
    const succeeded = new Set(signedUp);
    for (const email of succeeded)
      if (rows[email] !== 1)
        problems.integrity.push(`${email}: ${rows[email] ?? 0} users upstream`);
    for (const email of Object.keys(rows))
      if (!succeeded.has(email))
        problems.integrity.push(`${email}: exists upstream, but the client saw its sign-up fail`);
    for (const email of failedSignups)
      if (rows[email]) problems.integrity.push(`${email}: failed sign-up left a user upstream`);
    const sessionsSeen = tally(
      calls.filter((c) => c.status === 200 && c.json?.access_token).map((c) => c.email),
    );
    for (const [email, n] of upstream.sessionsIssued())
      if ((sessionsSeen[email] ?? 0) !== n)
        problems.integrity.push(
          `${email}: ${n} sessions upstream, ${sessionsSeen[email] ?? 0} seen`,
        );

    const stats = upstream.stats();
    if (stats.wrongKey > 0) problems.errors.push(`${stats.wrongKey} requests without the anon key`);
    const serverErrors = calls.filter(
      (c) =>
        typeof c.status === 'number' &&
        c.status >= 500 &&
        !(c.phase === 'unavailable' && c.status === 503) &&
        !(c.phase === 'hang' && c.status === 504),
    ).length;
    return {
      timeoutMs,
      phases,
      users: {
        signedUp: signedUp.length,
        upstream: Object.keys(rows).length,
        retried: toRetry.length,
      },
      upstream: { ...stats, distinctRequests: arrivals.size, repeatedRequests: repeated },
      undocumented5xx: serverErrors,
      networkErrors: calls.filter((c) => c.status === 'network-error').length,
      problems,
    };
  } finally {
    await worker?.stop();
    await upstream.stop();
  }
}
