import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { AuthContext, RequestScope } from '../auth/context';
import { requestScope, resolveRedirect, validJson } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import type { MailKind } from '../auth/mailer';
import { mailLinkUnlessRecent } from '../auth/links';
import type { PkceChallenge } from '../auth/pkce';
import { readPkce } from '../auth/pkce';
import { checkEmail } from '../auth/policy';
import { enforceRateLimit } from '../auth/rate-limit';
import { recoverBody, resendBody } from '../auth/schemas';
import type { UserRow } from '../auth/user-json';
import { findUserByEmail, normalizeEmail } from '../auth/users';

/** Mails a link of `kind` to the user unless one went out lately (auth/links.ts). */
function sendLink(
  c: AuthContext,
  scope: RequestScope,
  user: UserRow,
  kind: MailKind,
  pkce: PkceChallenge | null,
) {
  const redirectTo = resolveRedirect(c, c.req.query('redirect_to'));
  return mailLinkUnlessRecent(scope, user, { kind, pkce, redirectTo });
}

/**
 * POST /recover and POST /resend: always `{}`, for known and unknown emails alike and
 * whether or not a mail went out, so callers cannot probe for accounts.
 */
export const recoverRoutes = new Hono<AppEnv>()
  .post('/recover', validJson(recoverBody), async (c) => {
    const scope = requestScope(c);
    await enforceRateLimit(c, scope.db, 'email', scope.config.rateLimits.email, scope.now);
    const body = c.req.valid('json');
    if (!body.email) throw validationFailed('An email address is required');
    const email = normalizeEmail(body.email);
    checkEmail(email);
    const pkce = readPkce(body.code_challenge, body.code_challenge_method);
    const user = await findUserByEmail(scope.db, email);
    if (user) await sendLink(c, scope, user, 'recovery', pkce);
    return c.json({});
  })
  .post('/resend', validJson(resendBody), async (c) => {
    const scope = requestScope(c);
    await enforceRateLimit(c, scope.db, 'email', scope.config.rateLimits.email, scope.now);
    const body = c.req.valid('json');
    if (body.type !== 'signup' && body.type !== 'email_change') {
      if (body.type === 'sms' || body.type === 'phone_change') {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (!body.email) throw validationFailed('An email address is required');
    const email = normalizeEmail(body.email);
    checkEmail(email);
    const pkce = readPkce(body.code_challenge, body.code_challenge_method);
    if (body.type === 'signup') {
      const user = await findUserByEmail(scope.db, email);
      if (user && !user.email_confirmed_at) await sendLink(c, scope, user, 'signup', pkce);
    } else {
      const user = await scope.db
        .prepare('SELECT * FROM auth_users WHERE email_change = ?')
        .bind(email)
        .first<UserRow>();
      if (user) await sendLink(c, scope, user, 'email_change', pkce);
    }
    return c.json({});
  });
