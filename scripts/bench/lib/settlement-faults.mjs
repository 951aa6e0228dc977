// Settlement killed mid-way: `offerings` live offerings (every other one reaching its goal,
// the rest short of it) all fall due at the same moment and the closing job
// (POST /__dev/closing/run at a time after their deadline) closes them, while the server
// is killed (SIGKILL to wrangler and workerd: a crash, nothing flushed) at `kills`
// different points: round k kills once k/(kills+1) of the commitments are closed, read
// from the database as the run goes (live-progress.mjs), so the kills spread over the
// whole run, between and inside offerings, however fast a run goes. Each kill
// must leave the work partial (read from the database while the server is down); the
// server then restarts and the job runs again. After the last run (and one more, which
// must find nothing to do), every commitment must be settled (funded) or refunded
// (failed) by exactly one event, each offering started and finished once with a 5 % fee
// on what it raised, every wallet equal to what the bench's own bookkeeping says, and
// the projected balances equal to a replay of the ledger (GET /__dev/ledger/check).
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
import { withBenchDatabase } from './bench-database.mjs';
import { liveClosedCommitments } from './live-progress.mjs';

const AMOUNT_CENTS = 100_000; // $1,000 a commitment
const GOAL_COMMITMENTS = 30; // goal = 30 commitments: more than one chunk (25) per offering
const DAY = 86_400_000;

/**
 * Rows of `sql` (no parameters) whose `project_id` is one of `ids`: D1 binds at most 100
 * values a query, so the bench reads every row and keeps its own.
 */
async function ours(db, sql, ids) {
  const wanted = new Set(ids);
  return (await db.prepare(sql).all()).results.filter((row) => wanted.has(row.project_id));
}

/** How far the closes got: settlements started/done, commitments closed, of ours. */
async function progressOf(db, projectIds) {
  const settlements = await ours(db, 'SELECT project_id, status FROM settlements', projectIds);
  const commitments = await ours(db, 'SELECT project_id, status FROM commitments', projectIds);
  const closed = commitments.filter((c) => c.status === 'settled' || c.status === 'refunded');
  return {
    running: settlements.filter((s) => s.status === 'running').length,
    done: settlements.filter((s) => s.status === 'done').length,
    closedCommitments: closed.length,
    openCommitments: commitments.length - closed.length,
  };
}

/** Every difference between the database and what the bench expects, as sentences. */
async function audit(db, offerings) {
  const problems = [];
  const ids = offerings.map((o) => o.id);
  const byId = new Map(offerings.map((o) => [o.id, o]));
  const commitments = await ours(
    db,
    `SELECT c.id, c.project_id, c.status, c.amount_cents,
       (SELECT COUNT(*) FROM events e WHERE e.stream_id = c.id
          AND e.type IN ('investment.settled', 'investment.refunded')) AS closes
     FROM commitments c`,
    ids,
  );
  const perOffering = new Map(ids.map((id) => [id, 0]));
  for (const row of commitments) {
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
  const settlements = await ours(db, 'SELECT * FROM settlements', ids);
  const seen = new Set();
  for (const s of settlements) {
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
       WHERE type IN ('offering.settlement_started', 'offering.settled', 'project.funded', 'project.failed')
       GROUP BY stream_id, type`,
    )
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a round waits for its point before it kills anyway (a run that stalled). */
const ROUND_LIMIT_MS = 120_000;
const POLL_MS = 10;

/**
 * One faulty round: starts the closing run and kills the server as soon as the database
 * shows `target` commitments closed (or the run answered first: the kill came too late,
 * `completed`). Polls of the run's progress through the same server answer only once the
 * run has ended (seen on this bench), so the bench reads the database file itself.
 */
async function killedRound(server, ctx, target) {
  const started = performance.now();
  let completed = false;
  let answered = false;
  const job = call(server.origin, 'POST', '/__dev/closing/run', { at: ctx.at }).then((res) => {
    completed = res.status === 200;
    answered = true;
    return res;
  });
  const progress = liveClosedCommitments(server.stateDir, ctx.ids);
  try {
    while (!answered && progress.closed() < target) {
      if (performance.now() - started > ROUND_LIMIT_MS) break;
      await sleep(POLL_MS);
    }
  } finally {
    progress.close();
  }
  await server.kill();
  await job;
  return { target, afterMs: Math.round(performance.now() - started), completed };
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
  const rounds = [];
  let idleKills = 0;
  let closed = 0;
  // A kill before the run closed anything is no new point: it is counted, not kept.
  while (rounds.length < kills && idleKills < kills) {
    const target = Math.ceil((totalCommitments * (rounds.length + 1)) / (kills + 1));
    const round = await killedRound(server, ctx, target);
    round.progress = await withBenchDatabase(server.stateDir, (db) => progressOf(db, ctx.ids));
    round.partial =
      !round.completed &&
      round.progress.done < offerings &&
      round.progress.closedCommitments > 0 &&
      round.progress.openCommitments > 0;
    const gained = round.progress.closedCommitments - closed;
    closed = round.progress.closedCommitments;
    console.log(
      `info  kill ${rounds.length + 1} (at ${target} closed): after ${round.afterMs} ms; database: ${round.progress.done} done, ${round.progress.running} running, ${closed}/${totalCommitments} commitments closed`,
    );
    if (gained > 0 || round.completed || round.progress.openCommitments === 0) rounds.push(round);
    else idleKills += 1;
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
  const problems = await withBenchDatabase(server.stateDir, (db) => audit(db, ctx.offerings));
  await server.restart();
  const distinctPoints = new Set(rounds.map((r) => r.progress.closedCommitments)).size;
  return {
    offerings,
    funded: ctx.offerings.filter((o) => o.funded).length,
    commitments: totalCommitments,
    investors,
    rounds,
    idleKills,
    distinctKillPoints: distinctPoints,
    midOfferingKills: rounds.filter((r) => r.progress.running > 0).length,
    finalRun: { status: final.status, again: again.status, reclosed: reclosed.length },
    ledgerProblems: ledger,
    walletProblems: wallets.filter(Boolean),
    auditProblems: problems,
  };
}
