import type { Context } from 'hono';
import type { Role } from '../../shared/constants';
import type { AppEnv } from '../env';
import { authConfig } from './config';
import { bearerToken, looksLikeJwt, verifyAccessToken } from './jwt';
import { PostgrestError } from './postgrest';
import { findProfile } from './profiles';
import { findSession } from './sessions';

export type RestCaller = { kind: 'anon' } | { kind: 'user'; id: string; role: Role | null };

function jwtError(code: string, message: string): PostgrestError {
  return new PostgrestError(
    401,
    code,
    message,
    null,
    null,
    `Bearer error="invalid_token", error_description="${message}"`,
  );
}

/**
 * PostgREST's view of the caller: the `anon` role when the Bearer is the public key (or
 * not a JWT at all), else the verified user with the role from their profile row. Unlike
 * stock PostgREST, the token's session must still exist, as on /api and /auth/v1/user:
 * after sign-out, a password change elsewhere or refresh-token reuse, its access tokens
 * stop reading and writing at once rather than at expiry.
 */
export async function resolveRestCaller(c: Context<AppEnv>): Promise<RestCaller> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token || token === c.req.header('apikey') || !looksLikeJwt(token)) return { kind: 'anon' };
  const secret = authConfig(c.env).jwtSecret;
  if (!secret) throw new PostgrestError(500, 'PGRST300', 'Server lacks JWT secret');
  const verified = await verifyAccessToken(c.env, token);
  if (!verified.ok) {
    if (verified.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    if (verified.reason === 'claims') throw jwtError('PGRST303', verified.detail);
    throw jwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
  const { sub, session_id: sessionId } = verified.claims;
  const [session, profile] = await Promise.all([
    findSession(c.env.DB, sessionId),
    findProfile(c.env.DB, sub),
  ]);
  if (!session || session.user_id !== sub) {
    throw jwtError('PGRST303', 'Session from session_id claim in JWT does not exist');
  }
  return { kind: 'user', id: sub, role: profile?.role ?? null };
}
