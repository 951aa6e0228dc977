import type { Role } from '../../../shared/constants';

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  investor: 'Investor',
  creator: 'Creator',
};

/** A role as people read it ('Investor'); null when the role is unknown. */
export function roleLabel(role: Role | string | null | undefined): string | null {
  if (role === 'admin' || role === 'investor' || role === 'creator') return ROLE_LABELS[role];
  return null;
}
