import type { Context } from 'hono';
import type { Role } from '../../shared/constants';
import type { AppEnv } from '../env';
import { bearerToken, looksLikeJwt } from '../auth/jwt';
import { resolveCaller } from '../middleware/require-user';
import { storageErrors } from './errors';

/** Who is calling /storage/v1: the public key alone (anon) or a signed-in user. */
export type StorageCaller = { kind: 'anon' } | { kind: 'user'; id: string; role: Role | null };

/**
 * The caller as the storage server's row-level security sees it. The public key (or no
 * Bearer, or a non-JWT publishable key) is anon; an access token is checked exactly as
 * /api checks it (signature, expiry, a live session, the role from the profile row), so
 * a signed-out token stops writing at once. A bad token is Supabase's 400 InvalidJWT,
 * never silently anon.
 */
export async function resolveStorageCaller(c: Context<AppEnv>): Promise<StorageCaller> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token || token === c.req.header('apikey') || !looksLikeJwt(token)) return { kind: 'anon' };
  const caller = await resolveCaller(c);
  if (!caller) throw storageErrors.invalidJwt('invalid JWT: unable to verify the token');
  return { kind: 'user', id: caller.id, role: caller.role };
}
