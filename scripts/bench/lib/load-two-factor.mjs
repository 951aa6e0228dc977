// The sign-in load and the refresh storm of load-faults.mjs, rerun with two-factor
// sessions: every user enrols a TOTP factor (POST /auth/v1/factors, challenged and
// verified with a code the bench computes, RFC 6238), then signs in from two tabs at once
// and one tab raises its session to aal2 with a fresh code (which, by design, ends the
// other tab's aal1 session, docs/auth.md). Then one user's aal2 session is shared by
// several tabs that all refresh at the same moment, round after round. Afterwards every
// user must hold exactly two sessions (the sign-up's, raised at enrolment, and the
// verified sign-in), both aal2, one verified factor, and every refreshed token must say aal2.
import { createHmac } from 'node:crypto';
import { call, failuresOf, freshAddress, inGroups, tally } from './api.mjs';
import { withBenchDatabase } from './bench-database.mjs';

const STEP_SECONDS = 30;
const PASSWORD = 'bench-password-2026';

/** RFC 4648 base32 (what authenticator apps read) to bytes. */
function base32Bytes(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s steps, six digits) for time step `step`. */
function totp(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** The `aal` claim of an access token (the bench trusts its own server's signature). */
function aalOf(accessToken) {
  try {
    return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).aal ?? null;
  } catch {
    return null;
  }
}

/**
 * Challenges and verifies `factorId` for the session of `token` with the code of `step`
 * (a factor takes each step once, and only later steps after it: the caller picks).
 */
async function verifyFactor(origin, person, token, factorId, step) {
  const headers = { 'CF-Connecting-IP': person.address };
  const challenge = await call(
    origin,
    'POST',
    `/auth/v1/factors/${factorId}/challenge`,
    {},
    token,
    headers,
  );
  if (challenge.status !== 200) return challenge;
  return call(
    origin,
    'POST',
    `/auth/v1/factors/${factorId}/verify`,
    { challenge_id: challenge.json.id, code: totp(person.secret, step) },
    token,
    headers,
  );
}

/** Signs up, enrols and verifies a factor (the sign-up's session becomes aal2). */
async function enrolled(origin, person) {
  const headers = { 'CF-Connecting-IP': person.address };
  const signup = await call(
    origin,
    'POST',
    '/auth/v1/signup',
    { email: person.email, password: PASSWORD, data: { full_name: person.name, role: 'investor' } },
    undefined,
    headers,
  );
  const token = signup.json?.access_token;
  if (!token) return [signup.status];
  const factor = await call(
    origin,
    'POST',
    '/auth/v1/factors',
    { factor_type: 'totp' },
    token,
    headers,
  );
  if (factor.status !== 200) return [signup.status, factor.status];
  person.factorId = factor.json.id;
  person.secret = factor.json.totp.secret;
  person.enrolStep = stepNow();
  const verified = await verifyFactor(origin, person, token, person.factorId, person.enrolStep);
  person.enrolled = verified.status === 200 && aalOf(verified.json?.access_token) === 'aal2';
  return [signup.status, factor.status, verified.status];
}

export async function loadWithTwoFactor(origin, { users = 40, tabs = 8, rounds = 6 } = {}) {
  const run = Date.now().toString(36);
  const people = Array.from({ length: users }, (_, i) => ({
    email: `bench-2fa-${run}-${i}@example.com`,
    name: `Bench Twofactor ${i}`,
    address: freshAddress(),
  }));
  const all = [];
  // 1. Sign-up and enrolment, ten users at a time (password hashing is slow on purpose).
  all.push(...(await inGroups(people, 10, (p) => enrolled(origin, p))).flat());

  // 2. Sign-in load: two tabs per user at once (aal1, aal2 next), then one tab of each
  //    user verifies a code of a later step than the enrolment's.
  const signins = await Promise.all(
    people.flatMap((p) =>
      [0, 1].map((tab) =>
        call(
          origin,
          'POST',
          '/auth/v1/token?grant_type=password',
          { email: p.email, password: PASSWORD, gotrue_meta_security: {} },
          undefined,
          { 'CF-Connecting-IP': p.address },
        ).then((r) => ({ ...r, person: p, tab })),
      ),
    ),
  );
  all.push(...signins.map((r) => r.status));
  const signinAal = tally(signins.map((r) => aalOf(r.json?.access_token ?? '')));
  const raised = await Promise.all(
    people.map(async (p) => {
      const tab = signins.find((r) => r.person === p && r.tab === 0 && r.status === 200);
      if (!tab || !p.enrolled) return { person: p, status: 'not signed in' };
      const step = Math.max(stepNow(), p.enrolStep + 1);
      const res = await verifyFactor(origin, p, tab.json.access_token, p.factorId, step);
      return { person: p, status: res.status, session: res.json };
    }),
  );
  all.push(...raised.map((r) => r.status));
  const aal2 = raised.filter((r) => r.status === 200 && aalOf(r.session?.access_token) === 'aal2');

  // 3. Refresh storm on one user's aal2 session, shared by `tabs` tabs.
  let stored = aal2[0]?.session ?? null;
  const storm = { rounds: [], forks: 0, failures: 0, notAal2: 0 };
  for (let round = 0; round < rounds && stored?.refresh_token; round++) {
    const answers = await Promise.all(
      Array.from({ length: tabs }, () =>
        call(origin, 'POST', '/auth/v1/token?grant_type=refresh_token', {
          refresh_token: stored.refresh_token,
        }),
      ),
    );
    all.push(...answers.map((a) => a.status));
    const ok = answers.filter((a) => a.status === 200);
    const distinct = new Set(ok.map((a) => a.json.refresh_token));
    storm.rounds.push({
      statuses: tally(answers.map((a) => a.status)),
      distinctTokens: distinct.size,
    });
    if (distinct.size > 1) storm.forks += 1;
    storm.failures += answers.length - ok.length;
    storm.notAal2 += ok.filter((a) => aalOf(a.json.access_token) !== 'aal2').length;
    if (ok[0]) stored = ok[0].json;
  }
  const after = await call(origin, 'GET', '/auth/v1/user', undefined, stored?.access_token ?? '');
  all.push(after.status);
  return {
    people,
    users,
    enrolled: people.filter((p) => p.enrolled).length,
    signins: tally(signins.map((r) => r.status)),
    signinAal,
    raisedToAal2: aal2.length,
    raiseStatuses: tally(raised.map((r) => r.status)),
    storm,
    sessionWorksAfterStorm: after.status === 200 && aalOf(stored?.access_token ?? '') === 'aal2',
    ...failuresOf(all),
  };
}

/**
 * Reads the bench database (server stopped): per user one user row, one verified factor,
 * exactly two sessions (sign-up + verified sign-in; the other tab's aal1 session ended),
 * both aal2. Lists every difference.
 */
export async function verifyTwoFactor(stateDir, load) {
  const problems = [];
  await withBenchDatabase(stateDir, async (db) => {
    for (const person of load.people) {
      const users = await db
        .prepare('SELECT id FROM auth_users WHERE email = ?')
        .bind(person.email)
        .all();
      if (users.results.length !== 1) {
        problems.push(`${person.email}: ${users.results.length} users`);
        continue;
      }
      const id = users.results[0].id;
      const factors = await db
        .prepare('SELECT status FROM auth_mfa_factors WHERE user_id = ?')
        .bind(id)
        .all();
      if (factors.results.length !== 1 || factors.results[0].status !== 'verified') {
        problems.push(
          `${person.email}: factors ${JSON.stringify(factors.results.map((f) => f.status))}`,
        );
      }
      const sessions = await db
        .prepare('SELECT aal FROM auth_sessions WHERE user_id = ?')
        .bind(id)
        .all();
      const levels = sessions.results.map((s) => s.aal);
      if (levels.length !== 2 || levels.some((aal) => aal !== 'aal2')) {
        problems.push(`${person.email}: sessions ${JSON.stringify(levels)}, expected two aal2`);
      }
    }
  });
  return problems;
}
