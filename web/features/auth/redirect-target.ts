import { roleHome } from '../../../shared/routes';
import type { Role } from '../../../shared/constants';
import {
  forgetReturnTo,
  isSafeReturnPath,
  readReturnTo,
  rememberReturnTo,
} from '../../lib/return-to';

/**
 * Where a user goes after signing in (docs/product.md#login): the page they were sent
 * away from (route guard state, or `?next=` from a "Log in" link on a project page, or
 * the page remembered when they signed up and then confirmed their email), when it is a
 * path inside this app, else their role's home. Anything that is not a plain
 * same-origin path (`//evil.example`, `https://…`, `/\evil`) is ignored.
 */
export function afterSignInPath(role: Role | null, ...candidates: unknown[]): string {
  for (const from of candidates) if (isSafeReturnPath(from)) return from;
  return roleHome(role);
}

/** Reads `from` out of react-router location state set by the route guard. */
export function fromOfState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state
    ? (state as { from: unknown }).from
    : undefined;
}

/** The `?next=` of a login or signup URL. */
export function nextOfSearch(search: string): string | undefined {
  return new URLSearchParams(search).get('next') ?? undefined;
}

export { forgetReturnTo, readReturnTo, rememberReturnTo };
