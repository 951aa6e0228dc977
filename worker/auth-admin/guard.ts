import { verify } from 'hono/jwt';
import { authenticate } from '../auth/authenticate';
import type { AuthContext, RequestScope } from '../auth/context';
import { AuthError } from '../auth/errors';
import { bearerToken, looksLikeJwt } from '../auth/jwt';
import { hasVerifiedFactor } from '../auth/mfa-factors';
import { findProfile } from '../auth/profiles';
import type { AdminUserRow } from './admin-json';
import { suspendedUntil } from './suspension';

/** Who is calling the admin API: the service role key, or a signed-in admin. */
export type AdminCaller = { kind: 'service_role' } | { kind: 'admin'; userId: string };

const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');

/** GoTrue's code for a session below the assurance level a call needs. */
const needsAal2 = () =>
  new AuthError(403, 'insufficient_aal', 'AAL2 required: enter your two-factor code to continue');

/**
 * GoTrue's requireAdmin: the Bearer must be a JWT signed with the project's secret whose
 * `role` is `service_role` (the hosted service role key is exactly such a token), or,
 * beyond GoTrue, the access token of a live session whose profile role is admin (the
 * admin screen calls the API with the admin's own session, never with the key). An admin
 * who has a verified factor must be at aal2 in this session, the rule of the admin /api
 * routes (docs/security.md): a stolen password alone does not manage users.
 */
export async function requireAdmin(c: AuthContext, scope: RequestScope): Promise<AdminCaller> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token || !looksLikeJwt(token)) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const secret = scope.config.jwtSecret;
  if (!secret) throw new AuthError(500, 'unexpected_failure', 'AUTH_JWT_SECRET is not configured');
  const payload = await verify(token, secret, 'HS256').catch(() => null);
  if (payload && payload.role === 'service_role') return { kind: 'service_role' };
  // Any other token must be a user's session: authenticate() checks signature, expiry,
  // the user and the live session with the contract's error codes.
  const { user, claims, session } = await authenticate(c, scope);
  // SELECT * rows carry migration 0014's banned_until.
  if (suspendedUntil(user as AdminUserRow, scope.now)) throw notAdmin();
  const profile = await findProfile(scope.db, user.id);
  if (profile?.role !== 'admin') throw notAdmin();
  // Both the token and the stored session must say aal2: unenrolling lowers the session
  // at once, before its aal2 tokens expire (as requireUser does for /api).
  const aal2 = claims.aal === 'aal2' && session.aal === 'aal2';
  if (!aal2 && (await hasVerifiedFactor(scope.db, user.id))) throw needsAal2();
  return { kind: 'admin', userId: user.id };
}

/** The event actor of a caller: the admin, or null (the system) for the service key. */
export function actorOf(caller: AdminCaller): string | null {
  return caller.kind === 'admin' ? caller.userId : null;
}
