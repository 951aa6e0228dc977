import type { MiddlewareHandler } from 'hono';
import { mfaRequired, needsAal2 } from './assurance';
import type { CallerEnv } from './require-user';

/**
 * Guards a route behind two-factor for users who have it: 403 `mfa_required` until the
 * session is aal2. Use after `requireUser()` (it reads `c.get('caller')`). Routes guarded
 * by `requireUser({ roles: ['admin'] })` get this check already.
 */
export function requireAal2(): MiddlewareHandler<CallerEnv> {
  return async (c, next) => {
    if (needsAal2(c.get('caller'))) return mfaRequired(c);
    await next();
  };
}
