import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../shared/constants';
import type { Env } from '../env';
import { authConfig } from '../auth/config';
import { hasVerifiedFactor } from '../auth/mfa-factors';
import { bearerToken, verifyAccessToken } from '../auth/jwt';
import { authMode } from '../auth/mode';
import { findProfile } from '../auth/profiles';
import { hostedMfaEnrolled, hostedProfile, verifyHostedToken } from '../auth/proxy-verify';
import { findSession } from '../auth/sessions';
import { findUserById } from '../auth/users';
import { apiError } from '../http/api-error';
import { mfaRequired, needsAal2 } from './assurance';

/** The signed-in caller of an /api route. `role` comes from the profile row only. */
export interface Caller {
  id: string;
  email: string;
  name: string | null;
  role: Role | null;
  /**
   * The session's assurance level ('aal1', or 'aal2' after a two-factor code) and whether
   * the user has a verified factor (then aal2 is what `requireAal2` asks for).
   */
  aal: 'aal1' | 'aal2';
  mfaEnrolled: boolean;
}

export type CallerVariables = { caller: Caller };
export type CallerEnv = { Bindings: Env; Variables: CallerVariables };

async function embeddedCaller(env: Env, token: string): Promise<Caller | null> {
  if (!authConfig(env).jwtSecret) return null;
  const verified = await verifyAccessToken(env, token);
  if (!verified.ok) return null;
  const { sub, session_id: sessionId } = verified.claims;
  // A signed-out session's tokens stop working at once, not at expiry.
  const [session, user, profile, mfaEnrolled] = await Promise.all([
    findSession(env.DB, sessionId),
    findUserById(env.DB, sub),
    findProfile(env.DB, sub),
    hasVerifiedFactor(env.DB, sub),
  ]);
  if (!session || session.user_id !== sub || !user) return null;
  return {
    id: sub,
    email: user.email,
    name: profile?.full_name ?? null,
    role: profile?.role ?? null,
    // Both the token and the stored session must say aal2: unenrolling the factor lowers
    // the session at once, before its aal2 tokens expire.
    aal: verified.claims.aal === 'aal2' && session.aal === 'aal2' ? 'aal2' : 'aal1',
    mfaEnrolled,
  };
}

async function hostedCaller(env: Env, token: string): Promise<Caller | null> {
  const base = env.SUPABASE_URL ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  const identity = await verifyHostedToken(base, anonKey, token);
  if (!identity) return null;
  const profile = await hostedProfile(base, anonKey, token, identity.id);
  // The factor list costs a call to the hosted project: only admins' checks need it.
  const mfaEnrolled =
    identity.mfaEnrolled ??
    (profile.role === 'admin' ? await hostedMfaEnrolled(base, anonKey, token) : false);
  return { id: identity.id, email: identity.email, ...profile, aal: identity.aal, mfaEnrolled };
}

/** Resolves the caller of a request from its Bearer token, or null. */
export async function resolveCaller<E extends { Bindings: Env }>(
  c: Context<E>,
): Promise<Caller | null> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) return null;
  try {
    return authMode(c.env) === 'proxy'
      ? await hostedCaller(c.env, token)
      : await embeddedCaller(c.env, token);
  } catch (error) {
    console.error('requireUser: token check failed', error);
    return null;
  }
}

/**
 * Guards a product /api route: 401 without a valid access token (embedded: our HS256
 * token with a live session; proxy: the hosted project's), 403 when `roles` is given
 * and the caller's profile role is not one of them. Handlers read `c.get('caller')`.
 */
export function requireUser(
  options: { roles?: readonly Role[] } = {},
): MiddlewareHandler<CallerEnv> {
  return async (c, next) => {
    const caller = await resolveCaller(c);
    if (!caller) return apiError(c, 401, 'unauthorized', 'Sign in to continue.');
    if (options.roles && (!caller.role || !options.roles.includes(caller.role))) {
      return apiError(c, 403, 'forbidden', 'You do not have permission to do that.');
    }
    // Admin routes: an admin who has set up two-factor must have entered a code in this
    // session (docs/security.md).
    if (options.roles?.includes('admin') && caller.role === 'admin' && needsAal2(caller)) {
      return mfaRequired(c);
    }
    c.set('caller', caller);
    await next();
  };
}
