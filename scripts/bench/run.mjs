// `npm run bench`: performance budgets and load figures, written to reports/bench/
// (report.md + report.json; a whole run also rewrites docs/benchmarks.md's figures, which
// explains every budget and its floor). Exits non-zero when a budget is missed.
//   --only=size,lighthouse,interaction,throughput,commits,load,settlement-faults,proxy-faults,scale
//     run a subset
//     (interaction: a first click or keystroke 1 s and 0.3 s after load on every page type,
//     the CPU slowed 4×, against a native <details> and the floor page, see
//     lib/first-interaction.mjs)
//     (commits: 500 commits from 200 investors on one offering whose maximum raise is
//     under the demand, some retried with the same idempotency key, see lib/commits.mjs;
//     settlement-faults: 100 offerings closing at once while the server is killed at 10
//     points, see lib/settlement-faults.mjs)
//     (scale: 1,000 / 10,000 / 100,000 live projects imported through the event store,
//     GET /api/projects timed at each size, then loaded beside a static asset; it grows
//     the bench database, so it runs last)
//     (proxy-faults alone needs no build: it runs the worker in proxy mode against a
//     stand-in upstream on loopback, see lib/proxy-faults.mjs)
//   BENCH_LH_RUNS=3   Lighthouse runs per page (the median is kept; a run that errors fails)
//   BENCH_INTERACTION_RUNS=3 BENCH_INTERACTION_EARLY_RUNS=3   samples at 1 s and at 0.3 s
//   BENCH_INTERACTION_ONLY=<text>   only the first-interaction cases whose name has it
//   BENCH_SECONDS=5   autocannon duration per target
//   BENCH_PORT=8831   the bench server's port; the bench serves on 8830-8839 around it
//     (lib/ports.mjs: proxy-faults one below, the scale series' smaller sizes and the floor
//     pages above) and refuses to start when one of them is in use
//   BENCH_INVESTORS=200 BENCH_COMMITS=500   the commits part's size
//   BENCH_OFFERINGS=100   offerings closing at once in settlement-faults
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/local-env.mjs';
import { buildApp, buildFloor } from './lib/build.mjs';
import { appFirstLoad, floorFirstLoad } from './lib/js-size.mjs';
import { LIGHTHOUSE_BUDGETS, lighthouseAudits } from './lib/lighthouse-audits.mjs';
import { measureThroughput } from './lib/throughput.mjs';
import { dashboardDocumentCost } from './lib/server-render.mjs';
import { firstInteraction } from './lib/first-interaction.mjs';
import { startFloorServer } from './lib/floor-server.mjs';
import { commitLatency } from './lib/commits.mjs';
import { loadWithFaults, verifyLoad } from './lib/load-faults.mjs';
import { loadWithTwoFactor, verifyTwoFactor } from './lib/load-two-factor.mjs';
import { proxyFaults } from './lib/proxy-faults.mjs';
import { benchPorts } from './lib/ports.mjs';
import { startBenchServer } from './lib/server.mjs';
import { settlementFaults } from './lib/settlement-faults.mjs';
import { renderMarkdown } from './lib/report.mjs';
import { writeBenchmarksDoc } from './report-docs.mjs';
import { scaleSeries, SCALE_SIZES } from './lib/scale.mjs';

export const BUDGETS = {
  firstLoadVsFloor: 1.15,
  /** JavaScript a public page loads before its first interaction (after a key press and a scroll). */
  interactiveVsFloor: 1.0,
  lighthouse: LIGHTHOUSE_BUDGETS,
  /** The largest size's list figures against the smallest's (p50 and p99 each). */
  scaleLatencyRatio: 1.5,
  pageAnswerBytes: 50 * 1024,
  /** API requests per second against the static asset's, at 50 connections. */
  throughputVsStatic: 0.8,
  /** p99 at 50 connections against a worker that answers at once on the same runtime. */
  p99VsRuntimeFloor: 1.5,
  /** A signed-in dashboard document's requests/s against its own /api/dashboards answer's. */
  documentVsApi: 0.5,
};

/**
 * The commit measured (and whether the tree had uncommitted changes) and the machine's
 * cores and load at the start: timings from a busy machine are not an idle one's.
 */
function whatIsMeasured() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  let commit = 'unknown';
  let dirty = false;
  try {
    commit = git('rev-parse', '--short', 'HEAD');
    dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  } catch {
    // Not a git checkout (an unpacked copy): the report says so.
  }
  return { commit, dirty, cores: os.availableParallelism(), loadAverage: os.loadavg()[0] };
}

const onlyArgument = process.argv.find((a) => a.startsWith('--only='));
const only = (
  onlyArgument ??
  '--only=size,lighthouse,interaction,throughput,commits,load,settlement-faults,proxy-faults,scale'
)
  .slice('--only='.length)
  .split(',');
const ports = benchPorts();
const port = ports.server;
const report = {
  startedAt: new Date().toISOString(),
  measured: whatIsMeasured(),
  budgets: BUDGETS,
  checks: [],
};
const check = (name, pass, detail) => {
  report.checks.push({ name, pass, detail });
  console.log(`${pass ? 'PASS' : 'MISS'}  ${name}${detail ? `  (${detail})` : ''}`);
};

/** A measurement's p99 of each round, 'a/b/c' (one figure when it had no rounds). */
const roundsOf = (r) => (r?.p99Rounds ?? [r?.p99Ms]).join('/');

/** The scale series' budgets: flat latency from the smallest to the largest size, small pages, throughput. */
function checkScale({ sizes, throughput, runtimeFloor }) {
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  for (const [i, base] of smallest.queries.entries()) {
    const big = largest.queries[i];
    if (!base.budgeted) {
      check(
        `scale: ${base.name} answers without error at every size (reported, not budgeted)`,
        sizes.every((row) => row.queries[i].errors === 0),
        `p50 ${base.p50Ms} → ${big.p50Ms} ms, p99 ${base.p99Ms} → ${big.p99Ms} ms, ${base.total} → ${big.total} matches`,
      );
      continue;
    }
    const p50Ratio = big.p50Ms / base.p50Ms;
    const p99Ratio = big.p99Ms / base.p99Ms;
    check(
      `scale: ${base.name} at ${largest.size} projects within ${BUDGETS.scaleLatencyRatio}× of ${smallest.size} (p50 and p99)`,
      big.errors === 0 &&
        base.errors === 0 &&
        p50Ratio <= BUDGETS.scaleLatencyRatio &&
        p99Ratio <= BUDGETS.scaleLatencyRatio,
      `p50 ${base.p50Ms} → ${big.p50Ms} ms (${p50Ratio.toFixed(2)}×), p99 ${base.p99Ms} → ${big.p99Ms} ms (${p99Ratio.toFixed(2)}×); errors ${base.errors}/${big.errors}`,
    );
  }
  const largestAnswer = Math.max(...sizes.flatMap((row) => row.queries.map((q) => q.bytes)));
  check(
    `scale: every page answer ≤ ${BUDGETS.pageAnswerBytes / 1024} KB`,
    largestAnswer <= BUDGETS.pageAnswerBytes,
    `largest ${(largestAnswer / 1024).toFixed(1)} KB`,
  );
  const floorOk = runtimeFloor?.errors === 0 && runtimeFloor.non2xx === 0;
  for (const row of throughput ?? []) {
    const ratio = row.api.rps / row.staticAsset.rps;
    const p99Ratio = floorOk ? row.api.p99Ms / runtimeFloor.p99Ms : Number.NaN;
    const clean = row.api.serverErrors === 0 && row.api.errors === 0 && row.api.non2xx === 0;
    check(
      `scale: ${row.name} at ${largest.size} projects ≥ ${BUDGETS.throughputVsStatic}× the static asset's requests/s, p99 ≤ ${BUDGETS.p99VsRuntimeFloor}× the runtime floor's at 50 connections`,
      clean &&
        floorOk &&
        ratio >= BUDGETS.throughputVsStatic &&
        p99Ratio <= BUDGETS.p99VsRuntimeFloor,
      `${row.api.rps} vs ${row.staticAsset.rps} rps (${ratio.toFixed(2)}×), p99 ${row.api.p99Ms} ms vs the floor's ${runtimeFloor?.p99Ms ?? 'unmeasured'} ms (${p99Ratio.toFixed(2)}×; static ${row.staticAsset.p99Ms} ms); median of rounds ${roundsOf(row.api)} vs ${roundsOf(runtimeFloor)} ms; ${JSON.stringify(row.api.statuses)}`,
    );
  }
  if (!throughput) check('scale: throughput measured', false, 'the series stopped early');
  // The p99 budget's floor: a floor with failed requests would be no floor.
  check(
    'scale: the runtime floor (a worker that answers at once) answered every request',
    floorOk,
    runtimeFloor
      ? `${runtimeFloor.rps} rps, p50 ${runtimeFloor.p50Ms} / p99 ${runtimeFloor.p99Ms} ms; ${JSON.stringify(runtimeFloor.statuses)}`
      : 'not measured: the series stopped early',
  );
}

/**
 * First-interaction budgets: each case's effect at 1 s after load within the budget beyond
 * the native <details> floor, or, where it misses, within FLOOR_RATIO× the floor page's
 * interaction of its kind; the 0.3 s figures reported (an error there fails too).
 */
function checkInteraction({ floors, rows, budgetMs, floorRatio }) {
  const details = floors.details?.late;
  const floorErrors = Object.values(floors).filter((f) => f.late.error || f.early?.error);
  check(
    'first interaction: the floors measured (native <details>, floor page)',
    floorErrors.length === 0,
    Object.values(floors)
      .map(
        (f) =>
          `${f.name}: ${f.late.error ?? `${f.late.effectMs} ms`}${f.early ? `, at 0.3 s ${f.early.error ?? `${f.early.effectMs} ms`}` : ''}`,
      )
      .join('; '),
  );
  for (const row of rows) {
    const late = row.late;
    const kindFloor = floors[row.kind]?.late;
    const primary = details && !details.error ? details.effectMs + budgetMs : null;
    const fallback = kindFloor && !kindFloor.error ? kindFloor.effectMs * floorRatio : null;
    const held = late.error === null && primary !== null && late.effectMs <= primary;
    const heldByFloor =
      !held && late.error === null && fallback !== null && late.effectMs <= fallback;
    check(
      `first interaction: ${row.name} ≤ details floor + ${budgetMs} ms (or ${floorRatio}× the floor page's ${row.kind})`,
      held || heldByFloor,
      late.error ??
        `median ${late.effectMs} ms to the effect's paint (runs ${late.samplesMs.join(', ')}; event ${late.eventMs} ms) vs ${primary ?? 'no'} ms (details ${details?.effectMs ?? '?'} + ${budgetMs})${heldByFloor ? `; held against the floor page: ${kindFloor.effectMs} ms × ${floorRatio} = ${Math.round(fallback)} ms` : fallback !== null ? `; floor page ${row.kind} ${kindFloor.effectMs} ms × ${floorRatio} = ${Math.round(fallback)} ms` : ''}; at 0.3 s: ${row.early ? (row.early.error ?? `${row.early.effectMs} ms`) : 'not run'}`,
    );
  }
  const earlyErrors = rows.filter((r) => r.early?.error);
  check(
    'first interaction at 0.3 s after load: every case measured (figures reported, not budgeted)',
    earlyErrors.length === 0,
    earlyErrors.map((r) => `${r.name}: ${r.early.error}`).join('; '),
  );
}

if (only.includes('proxy-faults')) {
  console.log('[bench] proxy mode with faults (stand-in upstream: 503, then hanging)');
  let result = null;
  try {
    result = await proxyFaults({ port: ports.proxy });
  } catch (err) {
    check('proxy: the fault run went to the end', false, String(err?.message ?? err));
  }
  if (result) {
    report.proxyFaults = result;
    const { phases, problems, upstream } = result;
    check(
      'proxy: healthy upstream, every sign-up and sign-in 200',
      problems.healthy.length === 0,
      `${JSON.stringify(phases.healthy.statuses)}${problems.healthy.length ? `; ${problems.healthy.slice(0, 3).join('; ')}` : ''}`,
    );
    check(
      'proxy: during faults only the documented errors (503 passed through, 504 request_timeout), no other 5xx',
      problems.errors.length === 0 && result.undocumented5xx === 0 && result.networkErrors === 0,
      `503 phase ${JSON.stringify(phases.unavailable.statuses)}, hang phase ${JSON.stringify(phases.hang.statuses)} in p99 ${phases.hang.p99Ms} ms (timeout ${result.timeoutMs} ms)${problems.errors.length ? `; ${problems.errors.slice(0, 3).join('; ')}` : ''}`,
    );
    check(
      'proxy: no client POST reached the upstream twice',
      problems.retries.length === 0,
      `${upstream.distinctRequests} distinct requests upstream, ${upstream.repeatedRequests} repeated${problems.retries.length ? `; ${problems.retries.join('; ')}` : ''}`,
    );
    check(
      'proxy: nothing lost or duplicated (users and sessions upstream = what the client saw)',
      problems.integrity.length === 0,
      `${result.users.signedUp} sign-ups seen, ${result.users.upstream} users upstream${problems.integrity.length ? `; ${problems.integrity.slice(0, 3).join('; ')}` : ''}`,
    );
    check(
      'proxy: recovery, failed sign-ups retried and new calls succeed',
      problems.recovery.length === 0,
      `retries ${JSON.stringify(phases.retry.statuses)} (first success ${phases.retry.firstSuccessMs} ms after recovery), then ${JSON.stringify(phases.recovered.statuses)}${problems.recovery.length ? `; ${problems.recovery.slice(0, 3).join('; ')}` : ''}`,
    );
  }
}

const needsApp = only.some((part) => part !== 'proxy-faults');
if (needsApp) {
  console.log('[bench] building the floor page and the app');
  const floor = await buildFloor();
  const app = await buildApp();
  report.floor = floorFirstLoad(floor);

  console.log('[bench] starting the server (fresh database, rate limits lifted, autoconfirm on)');
  const serverVars = {
    AUTH_AUTOCONFIRM: 'true',
    AUTH_RATE_LIMIT_TOKEN: '1000000',
    AUTH_RATE_LIMIT_EMAIL: '1000000',
    AUTH_RATE_LIMIT_VERIFY: '1000000',
    // The ledger check and the closing run of the money benches (loopback only).
    DEV_TOOLS: 'true',
  };
  const server = await startBenchServer({ port, clientDir: app.outDir, vars: serverVars });
  let loadResult = null;
  let twoFactorResult = null;
  try {
    const list = await (await fetch(`${server.origin}/api/projects`)).json();
    const slug = list.projects?.[0]?.slug;
    const projectPath = slug ? `/project/${slug}` : null;
    report.projectPath = projectPath;

    if (only.includes('size')) {
      console.log('[bench] first-load JavaScript');
      const publicRoutes = [
        '/',
        '/projects',
        projectPath,
        '/how-it-works',
        '/about',
        '/faq',
        '/contact',
        '/login',
        '/signup',
        '/forgot-password',
      ].filter(Boolean);
      report.firstLoad = await appFirstLoad({
        origin: server.origin,
        ...app,
        routes: publicRoutes,
      });
      for (const route of ['/', '/projects']) {
        const ratio = report.firstLoad[route].gzipBytes / report.floor.gzipBytes;
        report.firstLoad[route].ratioToFloor = Number(ratio.toFixed(3));
        check(
          `first-load JS of ${route} ≤ ${BUDGETS.firstLoadVsFloor}× floor`,
          ratio <= BUDGETS.firstLoadVsFloor,
          `${(report.firstLoad[route].gzipBytes / 1024).toFixed(1)} KiB vs ${(report.floor.gzipBytes / 1024).toFixed(1)} KiB = ${ratio.toFixed(3)}×`,
        );
      }
      for (const [route, r] of Object.entries(report.firstLoad)) {
        const ratio = r.interactiveGzipBytes / report.floor.gzipBytes;
        r.interactiveRatioToFloor = Number(ratio.toFixed(3));
        check(
          `JS before the first interaction on ${route} ≤ ${BUDGETS.interactiveVsFloor}× floor`,
          ratio <= BUDGETS.interactiveVsFloor,
          `${(r.interactiveGzipBytes / 1024).toFixed(1)} KiB in ${r.interactiveFiles} files = ${ratio.toFixed(3)}×`,
        );
      }
      for (const [route, r] of Object.entries(report.firstLoad)) {
        check(
          `no chart code on ${route}`,
          r.chartModules.length === 0,
          r.chartModules.slice(0, 3).join(', '),
        );
      }
    }

    if (only.includes('lighthouse')) {
      console.log('[bench] Lighthouse (mobile defaults)');
      const floorServer = await startFloorServer({ outDir: floor.outDir, port: ports.floor });
      try {
        report.lighthouse = await lighthouseAudits(server.origin, {
          projectPath,
          runs: Number(process.env.BENCH_LH_RUNS ?? 3),
          check,
          floorOrigin: floorServer.origin,
        });
      } finally {
        await floorServer.stop();
      }
    }

    if (only.includes('interaction')) {
      console.log('[bench] first interaction, 1 s and 0.3 s after load (CPU 4× slower)');
      const floorServer = await startFloorServer({ outDir: floor.outDir, port: ports.floor });
      try {
        // BENCH_INTERACTION_ONLY (part of a case's name) narrows a run to some cases.
        const result = await firstInteraction(server.origin, {
          projectPath,
          floorOrigin: floorServer.origin,
          only: process.env.BENCH_INTERACTION_ONLY ?? '',
          runs: Number(process.env.BENCH_INTERACTION_RUNS ?? 3),
          earlyRuns: Number(process.env.BENCH_INTERACTION_EARLY_RUNS ?? 3),
        });
        report.interaction = result;
        checkInteraction(result);
      } catch (err) {
        check(
          'first interaction: the measurement ran to the end',
          false,
          String(err?.message ?? err),
        );
      } finally {
        await floorServer.stop();
      }
    }

    if (only.includes('throughput')) {
      console.log('[bench] throughput on loopback (autocannon)');
      const seconds = Number(process.env.BENCH_SECONDS ?? 5);
      const targets = [
        { name: 'GET /api/projects', method: 'GET', path: '/api/projects' },
        ...(slug
          ? [{ name: 'GET /api/projects/:slug', method: 'GET', path: `/api/projects/${slug}` }]
          : []),
        {
          name: 'password sign-in',
          method: 'POST',
          path: '/auth/v1/token?grant_type=password',
          headers: {
            apikey: 'sb_publishable_launchfund_local',
            'content-type': 'application/json;charset=UTF-8',
          },
          body: JSON.stringify({
            email: 'investor@example.com',
            password: 'demo-password-2026',
            gotrue_meta_security: {},
          }),
        },
      ];
      report.throughput = await measureThroughput(server.origin, targets, {
        staticPath: '/favicon.svg',
        seconds,
      });
      for (const row of report.throughput) {
        const ok = row.api.serverErrors === 0 && row.api.errors === 0 && row.api.non2xx === 0;
        check(
          `${row.name}: every answer 2xx under load`,
          ok,
          `${row.api.rps} rps, p50 ${row.api.p50Ms} ms, p99 ${row.api.p99Ms} ms; ${JSON.stringify(row.api.statuses)}`,
        );
      }
      console.log('[bench] a signed-in dashboard document against its /api answer, 50 connections');
      try {
        const cost = await dashboardDocumentCost(server.origin, { seconds });
        report.serverRender = cost;
        const { document: doc, api } = cost;
        // Every connection answered at least once, or the figure is no measure.
        const clean = (r) => r.errors === 0 && r.non2xx === 0 && r.requests >= 50;
        const ratio = doc.rps / api.rps;
        check(
          `server rendering: the signed-in ${cost.path} document ≥ ${BUDGETS.documentVsApi}× the requests/s of /api/dashboards/investor at 50 connections`,
          clean(doc) && clean(api) && ratio >= BUDGETS.documentVsApi,
          `document ${doc.rps} rps (p50 ${doc.p50Ms} / p99 ${doc.p99Ms} ms) vs API ${api.rps} rps (p50 ${api.p50Ms} / p99 ${api.p99Ms} ms) = ${ratio.toFixed(2)}×; ${JSON.stringify(doc.statuses)} / ${JSON.stringify(api.statuses)}`,
        );
      } catch (err) {
        check(
          'server rendering: the measurement ran to the end',
          false,
          String(err?.message ?? err),
        );
      }
    }

    if (only.includes('commits')) {
      const investors = Number(process.env.BENCH_INVESTORS ?? 200);
      const commits = Number(process.env.BENCH_COMMITS ?? 500);
      console.log(
        `[bench] ${commits} concurrent commits from ${investors} investors on one offering`,
      );
      try {
        const result = await commitLatency(server.origin, { investors, commits });
        report.commits = result;
        check(
          'commits: no 5xx, every refusal a 4xx with an error code and message',
          result.serverErrors === 0 && result.unclearRefusals === 0,
          `${JSON.stringify(result.statuses)}; refusals ${JSON.stringify(result.refusalCodes)}; commit p50 ${result.commit.p50Ms} ms, p99 ${result.commit.p99Ms} ms; static asset in the same window p50 ${result.static.p50Ms} ms, p99 ${result.static.p99Ms} ms (${result.static.requests} requests)`,
        );
        check(
          'commits: demand over the maximum raise fills it exactly, never past it',
          result.demandCents > result.maximumRaiseCents &&
            result.committedAfterCents === result.maximumRaiseCents &&
            result.committedAfterCents - result.committedBeforeCents ===
              result.acceptedKeys * result.amountCents,
          `demand ${result.demandCents} cents (${result.distinctKeys} commitments); ${result.acceptedKeys} accepted × ${result.amountCents}; committed ${result.committedBeforeCents} → ${result.committedAfterCents} of ${result.maximumRaiseCents}`,
        );
        check(
          'commits: no duplicate, a retried key answers its one investment',
          result.duplicateProblems.length === 0,
          `${result.retries} retries with the same key; ${result.duplicateProblems.slice(0, 3).join('; ')}`,
        );
        check(
          'commits: ledger balanced afterwards (GET /__dev/ledger/check)',
          result.ledgerProblems.length === 0,
          result.ledgerProblems.slice(0, 3).join('; '),
        );
      } catch (err) {
        check('commits: the measurement ran to the end', false, String(err?.message ?? err));
      }
    }

    if (only.includes('load')) {
      console.log('[bench] load with faults');
      loadResult = await loadWithFaults(server.origin);
      report.load = { ...loadResult, people: loadResult.people.length };
      console.log(
        '[bench] the sign-in load and refresh storm again, with two-factor (aal2) sessions',
      );
      try {
        twoFactorResult = await loadWithTwoFactor(server.origin);
        report.loadTwoFactor = { ...twoFactorResult, people: twoFactorResult.people.length };
      } catch (err) {
        check('two-factor load: the run went to the end', false, String(err?.message ?? err));
      }
    }

    if (only.includes('settlement-faults')) {
      console.log('[bench] settlement killed mid-way (SIGKILL at 10 points, restart, resume)');
      try {
        const result = await settlementFaults(server, {
          offerings: Number(process.env.BENCH_OFFERINGS ?? 100),
        });
        report.settlementFaults = result;
        check(
          'settlement: every kill left the work partial, at 10 different points',
          result.rounds.length === 10 &&
            result.rounds.every((r) => r.partial) &&
            result.distinctKillPoints === result.rounds.length,
          result.rounds
            .map((r) => `${r.progress.done}+${r.progress.running}r/${r.progress.closedCommitments}`)
            .join(', ') + ` (offerings done+running / commitments closed of ${result.commitments})`,
        );
        check(
          'settlement: after restarts every investment settled or refunded exactly once, fee 5 % of each funded raise',
          result.finalRun.status === 200 &&
            result.finalRun.again === 200 &&
            result.finalRun.reclosed === 0 &&
            result.auditProblems.length === 0,
          `${result.offerings} offerings (${result.funded} funded), ${result.commitments} commitments; final run ${result.finalRun.status}, rerun ${result.finalRun.again} closed ${result.finalRun.reclosed}${result.auditProblems.length ? `; ${result.auditProblems.slice(0, 3).join('; ')}` : ''}`,
        );
        check(
          'settlement: every balance equals a replay of the ledger, every wallet the bench’s own sum',
          result.ledgerProblems.length === 0 && result.walletProblems.length === 0,
          [...result.ledgerProblems, ...result.walletProblems].slice(0, 3).join('; ') ||
            `${result.investors} wallets checked`,
        );
      } catch (err) {
        check('settlement: the fault run went to the end', false, String(err?.message ?? err));
      }
    }

    if (only.includes('scale')) {
      console.log(`[bench] scale series: ${SCALE_SIZES.join(', ')} live projects`);
      try {
        report.scale = await scaleSeries(server, {
          port,
          scaleFirst: ports.scaleFirst,
          floorPort: ports.scaleFloor,
          vars: serverVars,
          seconds: Number(process.env.BENCH_SECONDS ?? 5),
        });
        checkScale(report.scale);
      } catch (err) {
        // A measurement that errors is a failure, never a missing figure.
        check('scale: the series ran to the end', false, String(err?.message ?? err));
      }
    }
  } finally {
    await server.stop({ keepState: true });
  }

  if (loadResult) {
    const problems = await verifyLoad(server.stateDir, loadResult);
    report.load.problems = problems;
    check(
      'load: no 5xx and no network error',
      loadResult.serverErrors === 0 && loadResult.networkErrors === 0,
      `${loadResult.serverErrors} 5xx, ${loadResult.networkErrors} network errors`,
    );
    check(
      'load: no lost or duplicated user, identity, profile or session',
      problems.length === 0,
      problems.slice(0, 5).join('; '),
    );
    check(
      'refresh storm: every tab refreshed, no forked session',
      loadResult.storm.failures === 0 &&
        loadResult.storm.forks === 0 &&
        loadResult.sessionWorksAfterStorm,
      `${loadResult.storm.failures} failed refreshes, ${loadResult.storm.forks} forks`,
    );
  }
  if (twoFactorResult) {
    const r = twoFactorResult;
    const problems = await verifyTwoFactor(server.stateDir, r);
    report.loadTwoFactor.problems = problems;
    check(
      'two-factor load: every user enrolled and raised a sign-in to aal2, no 5xx, no network error',
      r.enrolled === r.users &&
        r.raisedToAal2 === r.users &&
        r.serverErrors === 0 &&
        r.networkErrors === 0,
      `${r.enrolled}/${r.users} enrolled, sign-ins ${JSON.stringify(r.signins)} at ${JSON.stringify(r.signinAal)}, raised ${JSON.stringify(r.raiseStatuses)}; ${r.serverErrors} 5xx, ${r.networkErrors} network errors`,
    );
    check(
      'two-factor load: no lost or duplicated session or factor (two aal2 sessions, one verified factor per user)',
      problems.length === 0,
      problems.slice(0, 5).join('; '),
    );
    check(
      'two-factor refresh storm: every tab refreshed, no forked session, every refreshed token aal2',
      r.storm.rounds.length > 0 &&
        r.storm.failures === 0 &&
        r.storm.forks === 0 &&
        r.storm.notAal2 === 0 &&
        r.sessionWorksAfterStorm,
      `${r.storm.rounds.length} rounds: ${r.storm.failures} failed refreshes, ${r.storm.forks} forks, ${r.storm.notAal2} tokens below aal2`,
    );
  }
  await server.stop();
  for (const dir of [
    app.outDir,
    floor.outDir,
    path.join(root, 'dist', 'ssr', path.basename(app.outDir)),
  ]) {
    rmSync(dir, { recursive: true, force: true });
  }
}

report.finishedAt = new Date().toISOString();
report.pass = report.checks.every((c) => c.pass);
const outDir = path.join(root, 'reports', 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(report, null, 2) + '\n');
writeFileSync(path.join(outDir, 'report.md'), renderMarkdown(report));
// A whole run's figures become docs/benchmarks.md's (a partial run's stay in reports/).
if (!onlyArgument) console.log(`[bench] figures written to ${writeBenchmarksDoc()}`);
console.log(
  `[bench] ${report.checks.filter((c) => !c.pass).length} budget(s) missed; report in reports/bench/`,
);
process.exit(report.pass ? 0 : 1);
