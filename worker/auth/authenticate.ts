import type { AuthContext, RequestScope } from './context';
import { AuthError } from './errors';
import type { AccessClaims } from './jwt';
import { bearerToken, verifyAccessToken } from './jwt';
import type { SessionRow } from './sessions';
import { findSession } from './sessions';
import type { UserRow } from './user-json';
import { findUserById } from './users';

export interface Authenticated {
  user: UserRow;
  claims: AccessClaims;
  session: SessionRow;
}

/**
 * GoTrue's `requireAuthentication` for /user and /logout: a valid access token (ES256 or HS256)
 * whose user and session still exist, with the contract's error codes otherwise.
 */
export async function authenticate(c: AuthContext, scope: RequestScope): Promise<Authenticated> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (!scope.config.jwtSecret) {
    throw new AuthError(500, 'unexpected_failure', 'AUTH_JWT_SECRET is not configured');
  }
  const verified = await verifyAccessToken(scope.env, token);
  if (!verified.ok) {
    if (verified.reason === 'claims') {
      const status = verified.detail.includes('UUID') ? 400 : 403;
      throw new AuthError(status, 'bad_jwt', verified.detail);
    }
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.detail}`,
    );
  }
  const user = await findUserById(scope.db, verified.claims.sub);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = await findSession(scope.db, verified.claims.session_id);
  if (!session || session.user_id !== user.id) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { user, claims: verified.claims, session };
}
