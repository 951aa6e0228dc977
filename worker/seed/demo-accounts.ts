import type { Role } from '../../shared/constants';
import { hashPassword } from '../auth/password';
import { insertUserStatements } from '../auth/users';

/** The password of every local demo account (README). Local seed only. */
export const DEMO_PASSWORD = 'demo-password-2026';

export interface DemoAccount {
  id: string;
  email: string;
  fullName: string;
  role: Role;
}

/**
 * The three demo accounts, with fixed ids so the sample history can refer to them.
 * Seeded confirmed, locally only.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    id: 'a0000000-0000-4000-8000-000000000001',
    email: 'admin@example.com',
    fullName: 'Alex Morgan',
    role: 'admin',
  },
  investor: {
    id: 'a0000000-0000-4000-8000-000000000002',
    email: 'investor@example.com',
    fullName: 'Priya Shah',
    role: 'investor',
  },
  creator: {
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'creator@example.com',
    fullName: 'Jordan Lee',
    role: 'creator',
  },
} as const satisfies Record<string, DemoAccount>;

/**
 * Creates the demo accounts that do not exist yet: confirmed, with their profile rows
 * and the password DEMO_PASSWORD. Idempotent; returns how many it created.
 */
export async function seedDemoAccounts(db: D1Database, now: Date = new Date()): Promise<number> {
  let created = 0;
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const exists = await db
      .prepare('SELECT 1 FROM auth_users WHERE id = ? OR email = ?')
      .bind(account.id, account.email)
      .first();
    if (exists) continue;
    const iso = now.toISOString();
    await db.batch(
      insertUserStatements(db, {
        id: account.id,
        email: account.email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        data: { full_name: account.fullName, role: account.role },
        profile: { fullName: account.fullName, role: account.role, avatarUrl: null },
        now: iso,
        confirmedAt: iso,
        confirmationToken: null,
      }),
    );
    created += 1;
  }
  return created;
}
