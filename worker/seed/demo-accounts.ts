import type { Role } from '../../shared/constants';

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
