import { roleHome } from '../../../shared/routes';
import type { Role } from '../../../shared/constants';

/**
 * Where a user goes after signing in: the guarded page they were sent away from, when it
 * is a path inside this app, else their role's home (spec §2 Login). Anything that is not
 * a plain same-origin path (`//evil.example`, `https://…`) is ignored.
 */
export function afterSignInPath(role: Role | null, from: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    if (!from.startsWith('/\\')) return from;
  }
  return roleHome(role);
}

/** Reads `from` out of react-router location state set by the route guard. */
export function fromOfState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state
    ? (state as { from: unknown }).from
    : undefined;
}
