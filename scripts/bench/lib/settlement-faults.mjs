// Settlement killed mid-way: `offerings` live offerings (every other one reaching its goal,
// the rest short of it) all fall due at the same moment and the closing job
// (POST /__dev/closing/run at a time after their deadline) closes them, while the server
// is killed (SIGKILL to wrangler and workerd: a crash, nothing flushed) at `kills`
// different points: once 1/11, 2/11, … of the offerings finished (progress polled from
// GET /__dev/ledger/settlements), on alternate rounds only once the next offering has
// closed some commitments too, so the kill lands inside its chunks. Each kill
// must leave the work partial (read from the database while the server is down); the
// server then restarts and the job runs again. After the last run (and one more, which
// must find nothing to do), every commitment must be settled (funded) or refunded
// (failed) by exactly one event, each offering started and finished once with a 5 % fee
// on what it raised, every wallet equal to what the bench's own bookkeeping says, and
// the projected balances equal to a replay of the ledger (GET /__dev/ledger/check).
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { root } from '../../lib/local-env.mjs';
import {
  call,
  commitBody,
  demoStaff,
  fundedInvestor,
  inGroups,
  ledgerProblems,
  liveProject,
  must,
} from './api.mjs';

const AMOUNT_CENTS = 100_000; // $1,000 a commitment
const GOAL_COMMITMENTS = 30; // goal = 30 commitments: more than one chunk (25) per offering
const DAY = 86_400_000;

/** Runs `fn(db)` against the bench database of a STOPPED server. */
async function withDatabase(stateDir, fn) {
  const proxy = await getPlatformProxy({
    configPath: path.join(root, 'wrangler.toml'),
    persist: { path: path.join(stateDir, 'v3') },
    remoteBindings: false,
  });
  try {
    return await fn(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

const placeholders = (ids) => ids.map(() => '?').join(', ');

/** How far the closes got: settlements started/done, commitments closed, of ours. */
async function progressOf(db, projectIds) {
  const settlements = await db
    .prepare(
      `SELECT status, COUNT(*) AS n FROM settlements WHERE project_id IN (${placeholders(projectIds)}) GROUP BY status`,
    )
    .bind(...projectIds)
    .all();
  const commitments = await db
    .prepare(
      `SELECT status IN ('settled', 'refunded') AS closed, COUNT(*) AS n FROM commitments
       WHERE project_id IN (${placeholders(projectIds)}) GROUP BY closed`,
    )
    .bind(...projectIds)
    .all();
  const count = (rows, key, value) => rows.results.find((r) => r[key] === value)?.n ?? 0;
  return {
    running: count(settlements, 'status', 'running'),
    done: count(settlements, 'status', 'done'),
    closedCommitments: count(commitments, 'closed', 1),
    openCommitments: count(commitments, 'closed', 0),
  };
}

/** Every difference between the database and what the bench expects, as sentences. */
async function audit(db, offerings) {
  const problems = [];
  const ids = offerings.map((o) => o.id);
  const byId = new Map(offerings.map((o) => [o.id, o]));
  const commitments = await db
    .prepare(
      `SELECT c.id, c.project_id, c.status, c.amount_cents,
         (SELECT COUNT(*) FROM events e WHERE e.stream_id = c.id
            AND e.type IN ('investment.settled', 'investment.refunded')) AS closes
       FROM commitments c WHERE c.project_id IN (${placeholders(ids)})`,
    )
    .bind(...ids)
    .all();
  const perOffering = new Map(ids.map((id) => [id, 0]));
  for (const row of commitments.results) {
    const offering = byId.get(row.project_id);
    const want = offering.funded ? 'settled' : 'refunded';
    perOffering.set(row.project_id, perOffering.get(row.project_id) + 1);
    if (row.status !== want) problems.push(`${row.id}: ${row.status}, expected ${want}`);
    if (row.closes !== 1) problems.push(`${row.id}: closed by ${row.closes} events`);
  }
  for (const offering of offerings) {
    if (perOffering.get(offering.id) !== offering.commitments.length) {
      problems.push(
        `${offering.id}: ${perOffering.get(offering.id)} commitments, ${offering.commitments.length} made`,
      );
    }
  }
  const settlements = await db
    .prepare(`SELECT * FROM settlements WHERE project_id IN (${placeholders(ids)})`)
    .bind(...ids)
    .all();
  const seen = new Set();
  for (const s of settlements.results) {
    seen.add(s.project_id);
    const offering = byId.get(s.project_id);
    const raised = offering.funded ? offering.commitments.length * AMOUNT_CENTS : 0;
    // 5 % of the raise, rounded half up (whole cents).
    const fee = Math.floor((raised * 5 + 50) / 100);
    const outcome = offering.funded ? 'funded' : 'failed';
    if (
      s.status !== 'done' ||
      s.outcome !== outcome ||
      s.raised_cents !== raised ||
      s.fee_cents !== fee ||
      (offering.funded && s.net_cents !== raised - fee)
    ) {
      problems.push(
        `settlement ${s.project_id}: ${s.status} ${s.outcome} raised ${s.raised_cents} fee ${s.fee_cents} net ${s.net_cents}; expected done ${outcome} raised ${raised} fee ${fee}`,
      );
    }
  }
  for (const id of ids) if (!seen.has(id)) problems.push(`${id}: no settlement`);
  const facts = await db
    .prepare(
      `SELECT stream_id, type, COUNT(*) AS n FROM events
       WHERE stream_id IN (${placeholders(ids.flatMap((id) => [id, `offering:${id}`]))})
         AND type IN ('offering.settlement_started', 'offering.settled', 'project.funded', 'project.failed')
       GROUP BY stream_id, type`,
    )
    .bind(...ids.flatMap((id) => [id, `offering:${id}`]))
    .all();
  const factCount = new Map(facts.results.map((r) => [`${r.stream_id} ${r.type}`, r.n]));
  for (const offering of offerings) {
    const lifecycle = offering.funded ? 'project.funded' : 'project.failed';
    for (const key of [
      `offering:${offering.id} offering.settlement_started`,
      `offering:${offering.id} offering.settled`,
      `${offering.id} ${lifecycle}`,
    ]) {
      if (factCount.get(key) !== 1) problems.push(`${key}: ${factCount.get(key) ?? 0} events`);
    }
  }
  return problems;
}

/** Builds the offerings and their commitments; returns what the bench expects of them. */
async function prepare(origin, { offerings: count, investors: investorCount, run }) {
  const staff = await demoStaff(origin);
  // A day unlikely to be a seeded project's end too (those close in the run before ours).
  const endDate = new Date(Date.now() + 47 * DAY).toISOString().slice(0, 10);
  const offerings = await inGroups(
    Array.from({ length: count }, (_, i) => i),
    5,
    async (i) => ({
      ...(await liveProject(origin, staff, {
        title: `Closing Fault ${run} ${i}`,
        goalDollars: (GOAL_COMMITMENTS * AMOUNT_CENTS) / 100,
        minimumDollars: AMOUNT_CENTS / 100,
        endDate,
      })),
      // Every other offering reaches its goal; the rest stop 1 to 29 commitments short.
      funded: i % 2 === 0,
      commitments: [],
    }),
  );
  const people = await inGroups(
    Array.from({ length: investorCount }, (_, i) => i),
    10,
    (i) => fundedInvestor(origin, `${run}-close-${i}`, 200 * AMOUNT_CENTS),
  );
  const plan = offerings.flatMap((offering, i) => {
    const n = offering.funded ? GOAL_COMMITMENTS : 1 + ((i * 7) % (GOAL_COMMITMENTS - 1));
    return Array.from({ length: n }, (_, j) => ({
      offering,
      person: people[(i + j) % people.length],
    }));
  });
  await inGroups(plan, 10, async ({ offering, person }) => {
    const json = await must(
      201,
      origin,
      'POST',
      '/api/investments',
      commitBody(person, offering.id, AMOUNT_CENTS),
      person.token,
    );
    offering.commitments.push({ id: json.investment.id, person });
  });
  // Ours end at the close of endDate (UTC): `before` is just under it, `at` just past it.
  const endsAt = Date.parse(`${endDate}T23:59:59.000Z`);
  return {
    staff,
    offerings,
    people,
    before: new Date(endsAt - 1).toISOString(),
    at: new Date(endsAt + 1).toISOString(),
  };
}

/** How far closing got, from the running server (GET /__dev/ledger/settlements). */
async function liveProgress(origin) {
  const res = await call(origin, 'GET', '/__dev/ledger/settlements');
  return res.status === 200 ? res.json : null;
}

/**
 * One faulty round: starts the closing run, polls its progress and kills the server once
 * `targetDone` closes finished; with `insideNext`, only once the next close has also
 * closed some commitments, so the kill lands inside an offering's chunks. Returns what
 * it saw; `completed` when the run answered first (the kill came too late).
 */
async function killedRound(server, ctx, { targetDone, insideNext }) {
  const started = performance.now();
  let completed = false;
  const job = call(server.origin, 'POST', '/__dev/closing/run', { at: ctx.at }).then((res) => {
    completed = res.status === 200;
    return res;
  });
  let seen = null;
  let closedAtTarget = null;
  for (;;) {
    seen = (await liveProgress(server.origin)) ?? seen;
    if (completed) break;
    if (seen && seen.done >= targetDone) {
      closedAtTarget ??= seen.closedCommitments;
      if (!insideNext || seen.closedCommitments > closedAtTarget) break;
    }
    if (performance.now() - started > 600_000) {
      throw new Error(`closing did not reach ${targetDone} closes in 600 s`);
    }
  }
  await server.kill();
  await job;
  return {
    targetDone,
    insideNext,
    seen,
    afterMs: Math.round(performance.now() - started),
    completed,
  };
}

export async function settlementFaults(
  server,
  { offerings = 100, investors = 40, kills = 10 } = {},
) {
  const run = Date.now().toString(36);
  console.log(
    `[bench] settlement: ${offerings} offerings, commitments from ${investors} investors`,
  );
  const ctx = await prepare(server.origin, { offerings, investors, run });
  ctx.ids = ctx.offerings.map((o) => o.id);
  const totalCommitments = ctx.offerings.reduce((sum, o) => sum + o.commitments.length, 0);
  // Offerings of the seed due before ours close first, so the fault rounds close ours.
  const early = await call(server.origin, 'POST', '/__dev/closing/run', { at: ctx.before });
  if (early.status !== 200) throw new Error(`the closing run before ours answered ${early.status}`);
  const baseline = await liveProgress(server.origin);
  if (!baseline) throw new Error('GET /__dev/ledger/settlements answered no progress');
  const rounds = [];
  for (let k = 1; k <= kills; k += 1) {
    const round = await killedRound(server, ctx, {
      targetDone: baseline.done + Math.floor((k * offerings) / (kills + 1)),
      insideNext: k % 2 === 0,
    });
    round.progress = await withDatabase(server.stateDir, (db) => progressOf(db, ctx.ids));
    round.partial =
      !round.completed &&
      round.progress.done < offerings &&
      round.progress.closedCommitments > 0 &&
      round.progress.openCommitments > 0;
    rounds.push(round);
    console.log(
      `info  kill ${k}: after ${round.afterMs} ms (target ${round.targetDone - baseline.done} closes${round.insideNext ? ', inside the next' : ''}); database: ${round.progress.done} done, ${round.progress.running} running, ${round.progress.closedCommitments}/${totalCommitments} commitments closed`,
    );
    await server.restart();
  }
  const final = await call(server.origin, 'POST', '/__dev/closing/run', { at: ctx.at });
  const again = await call(server.origin, 'POST', '/__dev/closing/run', { at: ctx.at });
  const reclosed = (again.json?.results ?? []).filter(
    (r) => ctx.ids.includes(r.projectId) && r.status === 'closed',
  );
  const ledger = await ledgerProblems(server.origin);
  const wallets = await inGroups(ctx.people, 10, async (person) => {
    const spent = ctx.offerings
      .filter((o) => o.funded)
      .flatMap((o) => o.commitments)
      .filter((c) => c.person === person).length;
    const res = await call(server.origin, 'GET', '/api/wallet', undefined, person.token);
    const want = person.depositCents - spent * AMOUNT_CENTS;
    return res.json?.balanceCents === want
      ? null
      : `${person.label}: wallet ${res.json?.balanceCents ?? res.status}, expected ${want}`;
  });
  await server.stop({ keepState: true });
  const problems = await withDatabase(server.stateDir, (db) => audit(db, ctx.offerings));
  await server.restart();
  const distinctPoints = new Set(rounds.map((r) => r.progress.closedCommitments)).size;
  return {
    offerings,
    baselineDone: baseline.done,
    funded: ctx.offerings.filter((o) => o.funded).length,
    commitments: totalCommitments,
    investors,
    rounds,
    distinctKillPoints: distinctPoints,
    midOfferingKills: rounds.filter((r) => r.progress.running > 0).length,
    finalRun: { status: final.status, again: again.status, reclosed: reclosed.length },
    ledgerProblems: ledger,
    walletProblems: wallets.filter(Boolean),
    auditProblems: problems,
  };
}
