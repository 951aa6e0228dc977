import type { Context } from 'hono';
import type { Role } from '../../shared/constants';
import type { AppEnv } from '../env';
import { authConfig } from './config';
import { bearerToken, looksLikeJwt, verifyAccessToken } from './jwt';
import { PostgrestError } from './postgrest';
import { findProfile } from './profiles';

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
 * not a JWT at all), else the verified user with the role from their profile row. Like
 * PostgREST, a logged-out but unexpired token still verifies.
 */
export async function resolveRestCaller(c: Context<AppEnv>): Promise<RestCaller> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token || token === c.req.header('apikey') || !looksLikeJwt(token)) return { kind: 'anon' };
  const secret = authConfig(c.env).jwtSecret;
  if (!secret) throw new PostgrestError(500, 'PGRST300', 'Server lacks JWT secret');
  const verified = await verifyAccessToken(secret, token);
  if (!verified.ok) {
    if (verified.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    if (verified.reason === 'claims') throw jwtError('PGRST303', verified.detail);
    throw jwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
  const profile = await findProfile(c.env.DB, verified.claims.sub);
  return { kind: 'user', id: verified.claims.sub, role: profile?.role ?? null };
}
