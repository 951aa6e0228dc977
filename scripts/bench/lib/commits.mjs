// Commit latency on one offering: N investors (fresh sign-ups, accredited so the Reg CF
// limit does not refuse them, each with a funded wallet) commit to the same live offering
// at the same moment, while a static asset is fetched in the same window. Reports the
// commit p50/p99 beside the static asset's, and checks that nothing answered 5xx, that
// every refusal was a 4xx, and that the offering never went past its maximum raise.
import { randomBytes } from 'node:crypto';

const PUBLIC_KEY = 'sb_publishable_launchfund_local';
const base = {
  apikey: PUBLIC_KEY,
  'content-type': 'application/json;charset=UTF-8',
  'x-supabase-api-version': '2024-01-01',
};

const key = () => randomBytes(16).toString('hex');

async function call(origin, method, pathname, body, token) {
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${pathname}`, {
      method,
      headers: { ...base, authorization: `Bearer ${token ?? PUBLIC_KEY}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a static asset or an empty body
    }
    return { status: res.status, json, ms: performance.now() - started };
  } catch {
    return { status: 'network-error', json: null, ms: performance.now() - started };
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

function tally(statuses) {
  const counts = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** Signs up (autoconfirm is on in the bench) and returns an access token, or throws. */
async function investor(origin, run, i) {
  const email = `bench-investor-${run}-${i}@example.com`;
  const password = 'bench-password-2026';
  const signup = await call(origin, 'POST', '/auth/v1/signup', {
    email,
    password,
    data: { full_name: `Bench Investor ${i}`, role: 'investor' },
  });
  const token = signup.json?.access_token;
  if (!token) throw new Error(`sign-up of investor ${i} answered ${signup.status}`);
  const profile = await call(
    origin,
    'PUT',
    '/api/investor/profile',
    {
      annualIncomeCents: 50_000_000,
      netWorthCents: 500_000_000,
      accredited: true,
      otherRegCfInvestmentsCents: 0,
    },
    token,
  );
  if (profile.status !== 200) throw new Error(`profile of investor ${i}: ${profile.status}`);
  const deposit = await call(
    origin,
    'POST',
    '/api/wallet/deposits',
    { amountCents: 10_000_000, idempotencyKey: key() },
    token,
  );
  if (deposit.status !== 201) throw new Error(`deposit of investor ${i}: ${deposit.status}`);
  return { token, name: `Bench Investor ${i}` };
}

export async function commitLatency(origin, { investors = 50, staticPath = '/favicon.svg' } = {}) {
  const list = await call(origin, 'GET', '/api/projects');
  const projects = list.json?.projects ?? [];
  // The live project with the most time left, so no cut-off or end date interferes.
  const target = [...projects].sort((a, b) => (a.endDate < b.endDate ? 1 : -1))[0];
  if (!target) throw new Error('no live project to commit to');
  const offeringPath = `/api/projects/${encodeURIComponent(target.slug)}/offering`;
  const before = (await call(origin, 'GET', offeringPath)).json?.offering;
  if (!before) throw new Error(`GET ${offeringPath} answered no offering`);

  const run = Date.now().toString(36);
  const people = [];
  // Sign-ups are slow on purpose (password hashing): prepare in small groups.
  for (let i = 0; i < investors; i += 10) {
    people.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, investors - i) }, (_, j) => investor(origin, run, i + j)),
      )),
    );
  }

  const amountCents = before.minimumInvestmentCents;
  let committing = true;
  const staticSamples = [];
  const staticLoop = (async () => {
    while (committing) staticSamples.push(await call(origin, 'GET', staticPath));
  })();
  const commits = await Promise.all(
    people.map((person) =>
      call(
        origin,
        'POST',
        '/api/investments',
        {
          projectId: before.projectId,
          amountCents,
          legalName: person.name,
          signature: person.name,
          consentToElectronicSignature: true,
          idempotencyKey: key(),
        },
        person.token,
      ),
    ),
  );
  committing = false;
  await staticLoop;
  const after = (await call(origin, 'GET', offeringPath)).json?.offering;

  const accepted = commits.filter((r) => r.status === 201).length;
  return {
    project: target.slug,
    investors,
    amountCents,
    statuses: tally(commits.map((r) => r.status)),
    serverErrors: commits.filter((r) => typeof r.status !== 'number' || r.status >= 500).length,
    commit: {
      p50Ms: percentile(
        commits.map((r) => r.ms),
        50,
      ),
      p99Ms: percentile(
        commits.map((r) => r.ms),
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
    accepted,
  };
}
