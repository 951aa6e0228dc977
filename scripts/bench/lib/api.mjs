// The bench's client of the app's HTTP API: timed calls, sign-ups of funded investors,
// live projects drafted by the demo creator and approved by the demo admin (the local
// seed's accounts, README), percentiles and tallies.
import { randomBytes } from 'node:crypto';

export const PUBLIC_KEY = 'sb_publishable_launchfund_local';
const DEMO_PASSWORD = 'demo-password-2026';
const base = {
  apikey: PUBLIC_KEY,
  'content-type': 'application/json;charset=UTF-8',
  'x-supabase-api-version': '2024-01-01',
};

/** A fresh idempotency key (one per attempt). */
export const newKey = () => randomBytes(16).toString('hex');

let addresses = 0;
/**
 * A loopback address no earlier client of this process used, for `CF-Connecting-IP`
 * (wrangler dev keeps a value the client sets). Auth counts sign-ups and two-factor
 * attempts per address (30 per 5 minutes, docs/auth.md): the bench's hundreds of
 * investors are hundreds of people, so each one gets its own address.
 */
export function freshAddress() {
  addresses += 1;
  return `127.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * One request: status (or 'network-error', or 'aborted' when `signal` gave up on it),
 * parsed JSON body and milliseconds.
 */
export async function call(origin, method, pathname, body, token, headers = {}, signal) {
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${pathname}`, {
      method,
      headers: { ...base, authorization: `Bearer ${token ?? PUBLIC_KEY}`, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a static asset or an empty body
    }
    return { status: res.status, json, ms: performance.now() - started };
  } catch (err) {
    const status = err?.name === 'AbortError' ? 'aborted' : 'network-error';
    return { status, json: null, ms: performance.now() - started };
  }
}

/** `call`, throwing unless the status is `expected` (setup steps must not fail quietly). */
export async function must(expected, origin, method, pathname, body, token, headers) {
  const res = await call(origin, method, pathname, body, token, headers);
  if (res.status !== expected) {
    throw new Error(
      `${method} ${pathname} answered ${res.status}: ${JSON.stringify(res.json)?.slice(0, 300)}`,
    );
  }
  return res.json;
}

export const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

export function tally(values) {
  const counts = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/** Of the statuses `call` returned: the 5xx answers, and the requests never answered. */
export function failuresOf(statuses) {
  return {
    serverErrors: statuses.filter((s) => typeof s === 'number' && s >= 500).length,
    networkErrors: statuses.filter((s) => s === 'network-error').length,
  };
}

/** Runs `task` over `items`, at most `width` at a time, results in order. */
export async function inGroups(items, width, task) {
  const results = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  }
  return results;
}

/** An access token of a seeded demo account. */
export async function signInDemo(origin, email) {
  const json = await must(200, origin, 'POST', '/auth/v1/token?grant_type=password', {
    email,
    password: DEMO_PASSWORD,
    gotrue_meta_security: {},
  });
  return json.access_token;
}

/**
 * A fresh investor (sign-up; autoconfirm is on in the bench), accredited so the Reg CF
 * limit never refuses, identity-verified, with `depositCents` in the wallet. Throws on any failed step.
 */
export async function fundedInvestor(origin, label, depositCents) {
  const name = `Bench Investor ${label}`;
  const signup = await must(
    200,
    origin,
    'POST',
    '/auth/v1/signup',
    {
      email: `bench-investor-${label}@example.com`,
      password: 'bench-password-2026',
      data: { full_name: name, role: 'investor' },
    },
    undefined,
    { 'CF-Connecting-IP': freshAddress() },
  );
  const token = signup.access_token;
  if (!token) throw new Error(`sign-up of investor ${label} returned no session`);
  await must(
    200,
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
  // Identity before money (docs/identity.md): the simulated provider verifies at once.
  await must(
    201,
    origin,
    'POST',
    '/api/identity/check',
    {
      legalName: name,
      dateOfBirth: '1985-03-14',
      address: {
        line1: '1 Market Street',
        city: 'San Francisco',
        region: 'CA',
        postalCode: '94105',
        country: 'US',
      },
      taxIdLast4: '0000',
    },
    token,
  );
  await must(
    201,
    origin,
    'POST',
    '/api/wallet/deposits',
    { amountCents: depositCents, idempotencyKey: newKey() },
    token,
  );
  return { token, name, label, depositCents };
}

/** The demo creator's and admin's tokens, for `liveProject`. */
export async function demoStaff(origin) {
  return {
    creator: await signInDemo(origin, 'creator@example.com'),
    admin: await signInDemo(origin, 'admin@example.com'),
  };
}

/** Disclosures that meet every tier (audited statements): review refuses a project without them. */
const BENCH_DISCLOSURES = {
  officers: [
    {
      name: 'Bench Creator',
      title: 'Chief Executive Officer',
      role: 'both',
      experience: 'Runs the bench offerings on loopback; before that, a load generator.',
    },
  ],
  principalHolders: [
    { name: 'Bench Creator', securityClass: 'Common stock', votingPowerPercent: 80 },
  ],
  useOfProceeds: {
    atGoal: 'Measuring commitments and closings under load.',
    atMaximum: 'The same, with more offerings at once.',
  },
  riskFactors: ['A bench offering exists only for the length of one bench run.'],
  financialCondition: 'No revenue, no debt: the company exists for the bench.',
};
const BENCH_STATEMENT_PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** Completes a draft's disclosures through the founder's routes (docs/before-the-raise.md). */
async function completeDisclosures(origin, projectId, token) {
  const path = `/api/creator/projects/${projectId}/disclosures`;
  const { disclosures } = await must(200, origin, 'GET', path, undefined, token);
  await must(
    200,
    origin,
    'PUT',
    path,
    { parts: BENCH_DISCLOSURES, version: disclosures.version },
    token,
  );
  const query = 'tier=audited&fileName=statements.pdf&periodEnd=2025-12-31';
  const res = await fetch(`${origin}${path}/statement?${query}`, {
    method: 'PUT',
    headers: { ...base, authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
    body: BENCH_STATEMENT_PDF,
  });
  if (res.status !== 201)
    throw new Error(
      `PUT ${path}/statement answered ${res.status}: ${(await res.text()).slice(0, 300)}`,
    );
}

/**
 * A live project (drafted, submitted, approved through the real routes) whose offering
 * takes the default terms: maximum raise = goal, minimum = `minimumDollars`.
 */
export async function liveProject(origin, staff, { title, goalDollars, minimumDollars, endDate }) {
  const { project } = await must(
    201,
    origin,
    'POST',
    '/api/creator/projects',
    {
      title,
      tagline: 'A bench offering on loopback',
      description: `${title} exists for the bench: it measures commitments and closing under load.`,
      category: 'Finance',
      fundingGoal: goalDollars,
      equity: 8,
      minimumInvestment: minimumDollars,
      endDate,
      website: 'https://bench.example',
      location: 'Loopback, LO',
    },
    staff.creator,
  );
  await completeDisclosures(origin, project.id, staff.creator);
  await must(200, origin, 'POST', `/api/creator/projects/${project.id}/submit`, {}, staff.creator);
  await must(200, origin, 'POST', `/api/admin/reviews/${project.id}/approve`, {}, staff.admin);
  return { id: project.id, slug: project.slug, title };
}

/** A commit body for `projectId` signed by `person`. */
export function commitBody(person, projectId, amountCents, idempotencyKey = newKey()) {
  return {
    projectId,
    amountCents,
    legalName: person.name,
    signature: person.name,
    consentToElectronicSignature: true,
    // What a Reg CF portal makes an investor acknowledge before committing.
    acknowledgesRiskOfLoss: true,
    acknowledgesResaleRestriction: true,
    acknowledgesCancellationDeadline: true,
    idempotencyKey,
  };
}

/** The ledger check of the running server (GET /__dev/ledger/check, DEV_TOOLS on). */
export async function ledgerProblems(origin) {
  const res = await call(origin, 'GET', '/__dev/ledger/check');
  if (res.status !== 200 || !Array.isArray(res.json?.problems)) {
    return [`GET /__dev/ledger/check answered ${res.status}`];
  }
  return res.json.problems;
}
