// Load with faults on loopback: concurrent sign-ups (each submitted twice at once, some
// abandoned mid-flight), concurrent sign-ins, and a refresh storm from several tabs of
// one user sharing one stored session. Afterwards the database must hold exactly one
// user, identity and profile per sign-up, one session per successful sign-in, and the
// server must never have answered 5xx.
import { call, failuresOf, freshAddress, tally } from './api.mjs';
import { withBenchDatabase } from './bench-database.mjs';

export async function loadWithFaults(origin, { users = 40, tabs = 8, rounds = 6 } = {}) {
  const run = Date.now().toString(36);
  const password = 'bench-password-2026';
  const people = Array.from({ length: users }, (_, i) => ({
    email: `bench-${run}-${i}@example.com`,
    role: i % 2 === 0 ? 'investor' : 'creator',
    name: `Bench User ${i}`,
    // Every fifth sign-up is abandoned by its client after a few milliseconds.
    abandon: i % 5 === 4,
    // Each user is its own client: sign-ups are limited per address (api.mjs).
    address: freshAddress(),
  }));
  const all = [];

  // 1. Sign-ups: each one twice at the same moment (a double-click), some abandoned.
  const signups = await Promise.all(
    people.flatMap((p) =>
      [0, 1].map((copy) => {
        const controller = new AbortController();
        if (p.abandon && copy === 0) setTimeout(() => controller.abort(), 3);
        return call(
          origin,
          'POST',
          '/auth/v1/signup',
          {
            email: p.email,
            password,
            data: { full_name: p.name, role: p.role },
            gotrue_meta_security: {},
          },
          undefined,
          { 'CF-Connecting-IP': p.address },
          controller.signal,
        ).then((r) => ({ ...r, email: p.email, copy }));
      }),
    ),
  );
  all.push(...signups.map((r) => r.status));

  // 2. Sign-ins: two tabs per user at once.
  const signins = await Promise.all(
    people.flatMap((p) =>
      [0, 1].map(() =>
        call(origin, 'POST', '/auth/v1/token?grant_type=password', {
          email: p.email,
          password,
          gotrue_meta_security: {},
        }).then((r) => ({ ...r, email: p.email })),
      ),
    ),
  );
  all.push(...signins.map((r) => r.status));
  const signedIn = signins.filter((r) => r.status === 200);

  // 3. Refresh storm: one user's session shared by `tabs` tabs (one localStorage); each
  //    round every tab refreshes with the stored token at the same moment.
  const stormUser = people[0];
  const first = await call(origin, 'POST', '/auth/v1/token?grant_type=password', {
    email: stormUser.email,
    password,
    gotrue_meta_security: {},
  });
  all.push(first.status);
  let stored = first.json;
  const storm = { rounds: [], forks: 0, failures: 0 };
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
    if (ok[0]) stored = ok[0].json;
  }
  const after = await call(origin, 'GET', '/auth/v1/user', undefined, stored?.access_token ?? '');
  all.push(after.status);

  // With autoconfirm on, the one sign-up that creates a user also signs it in (GoTrue):
  // that is one more session per user than there were sign-ins.
  const signupIssuesSession = signups.some((r) => r.status === 200 && r.json?.access_token);
  return {
    people,
    signupIssuesSession,
    signups: tally(signups.map((r) => r.status)),
    signins: tally(signins.map((r) => r.status)),
    signedInPerEmail: tally(signedIn.map((r) => r.email)),
    stormUser: stormUser.email,
    stormSignIns: first.status === 200 ? 1 : 0,
    storm,
    sessionWorksAfterStorm: after.status === 200,
    ...failuresOf(all),
  };
}

/**
 * Reads the bench database (after the server stopped) and lists every inconsistency:
 * a sign-up that was answered but left no user, a duplicate, a user without its
 * profile/identity, a wrong role, a session count that differs from the sign-ins.
 */
export async function verifyLoad(stateDir, load) {
  const problems = [];
  await withBenchDatabase(stateDir, async (db) => {
    for (const person of load.people) {
      const users = await db
        .prepare('SELECT id FROM auth_users WHERE email = ?')
        .bind(person.email)
        .all();
      if (users.results.length > 1) problems.push(`${person.email}: ${users.results.length} users`);
      if (users.results.length === 0) {
        problems.push(`${person.email}: sign-up lost`);
        continue;
      }
      const id = users.results[0].id;
      const profile = await db.prepare('SELECT role FROM profiles WHERE id = ?').bind(id).all();
      if (profile.results.length !== 1)
        problems.push(`${person.email}: ${profile.results.length} profiles`);
      else if (profile.results[0].role !== person.role)
        problems.push(`${person.email}: role ${profile.results[0].role}, asked ${person.role}`);
      const identities = await db
        .prepare('SELECT COUNT(*) AS n FROM auth_identities WHERE user_id = ?')
        .bind(id)
        .first();
      if (identities.n !== 1) problems.push(`${person.email}: ${identities.n} identities`);
      const sessions = await db
        .prepare('SELECT COUNT(*) AS n FROM auth_sessions WHERE user_id = ?')
        .bind(id)
        .first();
      const expected =
        (load.signedInPerEmail[person.email] ?? 0) +
        (person.email === load.stormUser ? load.stormSignIns : 0) +
        (load.signupIssuesSession ? 1 : 0);
      if (sessions.n !== expected)
        problems.push(`${person.email}: ${sessions.n} sessions for ${expected} sign-ins`);
    }
  });
  return problems;
}
