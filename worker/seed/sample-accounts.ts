/**
 * Accounts for the sample world's people. Each person the history has join (a
 * `user.joined` event) also gets an auth account with the same id, so the admin's
 * Users list, its search and the dashboard's Total Users count the same people.
 */
import { insertUserStatements } from '../auth/users';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { ALL_SAMPLE_USERS } from './sample-users';
import type { SeedClock } from './sample-types';

/**
 * Not a password hash: no password verifies against it, so sample people cannot sign
 * in (the three demo accounts are the ones to use). A reset link still works, as for
 * any account.
 */
const NO_PASSWORD = 'none';

const DEMO_IDS = new Set<string>(Object.values(DEMO_ACCOUNTS).map((a) => a.id));

/** Creates the sample people's accounts that do not exist yet; returns how many. */
export async function seedSampleAccounts(db: D1Database, clock: SeedClock): Promise<number> {
  const people = ALL_SAMPLE_USERS.filter((person) => !DEMO_IDS.has(person.id));
  const { results } = await db
    .prepare('SELECT id FROM auth_users WHERE id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(people.map((p) => p.id)))
    .all<{ id: string }>();
  const existing = new Set(results.map((r) => r.id));
  const missing = people.filter((person) => !existing.has(person.id));
  if (missing.length === 0) return 0;
  await db.batch(
    missing.flatMap((person) => {
      const joinedAt = clock.ago(person.joinedDaysAgo);
      return insertUserStatements(db, {
        id: person.id,
        email: person.email,
        passwordHash: NO_PASSWORD,
        data: { full_name: person.name, role: person.role },
        profile: { fullName: person.name, role: person.role, avatarUrl: null },
        now: joinedAt,
        confirmedAt: joinedAt,
        confirmationToken: null,
      });
    }),
  );
  return missing.length;
}
