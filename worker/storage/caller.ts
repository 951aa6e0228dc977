import type { Context } from 'hono';
import { verify } from 'hono/jwt';
import type { Role } from '../../shared/constants';
import type { AppEnv } from '../env';
import { authConfig } from '../auth/config';
import { bearerToken, looksLikeJwt } from '../auth/jwt';
import { resolveCaller } from '../middleware/require-user';
import { storageErrors } from './errors';

/**
 * Who is calling /storage/v1: the public key alone (anon), a signed-in user, or the
 * service role key (a server, never a browser), which bypasses the bucket policies as
 * it does on hosted storage (docs/storage.md#access-rules).
 */
export type StorageCaller =
  { kind: 'anon' } | { kind: 'user'; id: string; role: Role | null } | { kind: 'service_role' };

/** Whether the token is the project's service role key: an HS256 JWT with that role. */
async function isServiceRoleKey(c: Context<AppEnv>, token: string): Promise<boolean> {
  const secret = authConfig(c.env).jwtSecret;
  if (!secret) return false;
  const payload = await verify(token, secret, 'HS256').catch(() => null);
  return payload?.role === 'service_role';
}

/**
 * The caller as the storage server's row-level security sees it. The public key (or a
 * non-JWT publishable key) is anon; the service role key is the service role; an access
 * token is checked exactly as /api checks it (signature, expiry, a live session, the
 * role from the profile row), so a signed-out token stops writing at once. A bad token
 * is Supabase's 400 InvalidJWT, never silently anon. A request with no credentials at
 * all (neither `apikey` nor `Authorization`) is what hosted storage's JWT check refuses
 * as "Invalid Compact JWS".
 */
export async function resolveStorageCaller(c: Context<AppEnv>): Promise<StorageCaller> {
  const authorization = c.req.header('Authorization');
  if (!authorization && !c.req.header('apikey')) throw storageErrors.noCredentials();
  const token = bearerToken(authorization);
  if (!token || !looksLikeJwt(token)) return { kind: 'anon' };
  // supabase-js sends the service role key as both apikey and Bearer.
  if (await isServiceRoleKey(c, token)) return { kind: 'service_role' };
  if (token === c.req.header('apikey')) return { kind: 'anon' };
  const caller = await resolveCaller(c);
  if (!caller) throw storageErrors.invalidJwt('invalid JWT: unable to verify the token');
  return { kind: 'user', id: caller.id, role: caller.role };
}

/** The owner recorded on what the caller writes (hosted: the JWT's `sub`; none for the key). */
export function ownerOf(caller: StorageCaller): string | null {
  return caller.kind === 'user' ? caller.id : null;
}
