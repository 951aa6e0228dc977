// Commits under contention on one offering: `investors` fresh investors (accredited, so the
// Reg CF limit never refuses; wallets funded) send `commits` commitments at the same moment
// to one live offering whose maximum raise is smaller than the demand. Each investor sends
// two distinct commitments, and every other one also retries its first with the SAME
// idempotency key and body at the same moment (a client that timed out and resent), so a
// retry that became a second investment would show. A static asset is fetched in the
// same window. Afterwards the offering, every investor's list and the ledger are read back.
import {
  call,
  commitBody,
  demoStaff,
  fundedInvestor,
  inGroups,
  ledgerProblems,
  liveProject,
  newKey,
  percentile,
  tally,
} from './api.mjs';

const AMOUNT_CENTS = 100_000; // $1,000 a commitment

/** The requests: 2 distinct keys per investor, plus retries of first keys up to `commits`. */
function plan(people, commits) {
  const requests = [];
  for (const person of people) {
    for (let i = 0; i < 2; i += 1) requests.push({ person, key: newKey(), retry: false });
  }
  for (let i = 0; requests.length < commits; i += 1) {
    const first = requests[(i * 2) % (people.length * 2)];
    requests.push({ person: first.person, key: first.key, retry: true });
  }
  // Interleave, so retries and originals leave at the same moment in the same wave.
  return requests.sort(() => Math.random() - 0.5);
}

/** Every problem with duplicates: a key answered with two investments, a list ≠ accepted keys. */
async function duplicates(origin, people, requests, answers, projectId) {
  const problems = [];
  const idsByKey = new Map();
  for (const [i, request] of requests.entries()) {
    const id = answers[i].json?.investment?.id;
    if (!id) continue;
    const ids = idsByKey.get(request.key) ?? new Set();
    ids.add(id);
    idsByKey.set(request.key, ids);
  }
  for (const [key, ids] of idsByKey) {
    if (ids.size > 1) problems.push(`key ${key.slice(0, 8)}: ${ids.size} investments`);
  }
  const lists = await inGroups(people, 20, (person) =>
    call(origin, 'GET', '/api/investments', undefined, person.token),
  );
  for (const [i, person] of people.entries()) {
    const listed = (lists[i].json?.investments ?? []).filter((inv) => inv.projectId === projectId);
    const accepted = new Set(
      requests.filter((r) => r.person === person).flatMap((r) => [...(idsByKey.get(r.key) ?? [])]),
    );
    if (lists[i].status !== 200) problems.push(`${person.label}: list answered ${lists[i].status}`);
    else if (listed.length !== accepted.size || listed.some((inv) => !accepted.has(inv.id))) {
      problems.push(
        `${person.label}: ${listed.length} investments listed, ${accepted.size} accepted`,
      );
    }
  }
  return { problems, acceptedKeys: idsByKey.size };
}

export async function commitLatency(
  origin,
  { investors = 200, commits = 500, staticPath = '/favicon.svg' } = {},
) {
  const run = Date.now().toString(36);
  const staff = await demoStaff(origin);
  // Demand (2 distinct commitments per investor) is 8/5 of the maximum raise.
  const maximumCents =
    Math.floor((investors * 2 * AMOUNT_CENTS * 5) / 8 / AMOUNT_CENTS) * AMOUNT_CENTS;
  const endDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const project = await liveProject(origin, staff, {
    title: `Contended Raise ${run}`,
    goalDollars: maximumCents / 100,
    minimumDollars: AMOUNT_CENTS / 100,
    endDate,
  });
  const offeringPath = `/api/projects/${encodeURIComponent(project.slug)}/offering`;

  // Sign-ups are slow on purpose (password hashing): prepare in small groups.
  const people = await inGroups(
    Array.from({ length: investors }, (_, i) => i),
    10,
    (i) => fundedInvestor(origin, `${run}-${i}`, 10 * AMOUNT_CENTS),
  );
  const before = (await call(origin, 'GET', offeringPath)).json?.offering;
  if (!before) throw new Error(`GET ${offeringPath} answered no offering`);

  const requests = plan(people, commits);
  let committing = true;
  const staticSamples = [];
  const staticLoop = (async () => {
    while (committing) staticSamples.push(await call(origin, 'GET', staticPath));
  })();
  const answers = await Promise.all(
    requests.map((r) =>
      call(
        origin,
        'POST',
        '/api/investments',
        commitBody(r.person, project.id, AMOUNT_CENTS, r.key),
        r.person.token,
      ),
    ),
  );
  committing = false;
  await staticLoop;
  const after = (await call(origin, 'GET', offeringPath)).json?.offering;

  const refusals = answers.filter((a) => a.status !== 200 && a.status !== 201);
  // A clear refusal: a 4xx carrying an error code and a sentence for the investor.
  const unclear = refusals.filter(
    (a) =>
      typeof a.status !== 'number' ||
      a.status < 400 ||
      a.status >= 500 ||
      typeof a.json?.error?.code !== 'string' ||
      typeof a.json?.error?.message !== 'string' ||
      a.json.error.message.length === 0,
  );
  const dupes = await duplicates(origin, people, requests, answers, project.id);
  const retries = requests.map((r, i) => ({ r, a: answers[i] })).filter(({ r }) => r.retry);
  return {
    project: project.slug,
    investors,
    requests: requests.length,
    distinctKeys: new Set(requests.map((r) => r.key)).size,
    retries: retries.length,
    amountCents: AMOUNT_CENTS,
    demandCents: new Set(requests.map((r) => r.key)).size * AMOUNT_CENTS,
    statuses: tally(answers.map((a) => a.status)),
    refusalCodes: tally(refusals.map((a) => `${a.status} ${a.json?.error?.code ?? '?'}`)),
    refusalMessages: [...new Set(refusals.map((a) => a.json?.error?.message))].slice(0, 3),
    unclearRefusals: unclear.length,
    serverErrors: answers.filter((r) => typeof r.status !== 'number' || r.status >= 500).length,
    acceptedKeys: dupes.acceptedKeys,
    duplicateProblems: dupes.problems,
    commit: {
      p50Ms: percentile(
        answers.map((r) => r.ms),
        50,
      ),
      p99Ms: percentile(
        answers.map((r) => r.ms),
        99,
      ),
    },
    static: {
      requests: staticSamples.length,
      non2xx: staticSamples.filter((r) => r.status !== 200).length,
      p50Ms: percentile(
        staticSamples.map((r) => r.ms),
        50,
      ),
      p99Ms: percentile(
        staticSamples.map((r) => r.ms),
        99,
      ),
    },
    committedBeforeCents: before.committedCents,
    committedAfterCents: after?.committedCents ?? null,
    maximumRaiseCents: before.maximumRaiseCents,
    ledgerProblems: await ledgerProblems(origin),
  };
}
