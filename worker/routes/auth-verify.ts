import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { AuthContext, RequestScope } from '../auth/context';
import { requestScope, resolveRedirect, validJson } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import { flowMethodsOf } from '../auth/links';
import { factorsJson } from '../auth/mfa-factors';
import { accountLimit, enforceLimit, enforceRateLimit, releaseHit } from '../auth/rate-limit';
import { verifyBody } from '../auth/schemas';
import { newSessionStatements, sessionResponse } from '../auth/sessions';
import type { TokenProof, VerifiedToken } from '../auth/verify-token';
import {
  consumeStatements,
  findVerifiableUser,
  isVerifyType,
  recordWrongCode,
} from '../auth/verify-token';
import { findIdentities, findUserById } from '../auth/users';
import { assertNotSuspended } from '../auth-admin/suspension';

/** The amr of a session a token opens: a recovery is "recovery", any code or link "otp". */
function amrMethod(type: string, verified: VerifiedToken): string {
  return verified.kind === 'recovery' && type === 'recovery' ? 'recovery' : 'otp';
}

/** Uses the token and signs the user in: the session response of POST /verify. */
async function signInWithToken(scope: RequestScope, verified: VerifiedToken, type: string) {
  await assertNotSuspended(scope.db, verified.user.id, scope.now, 'link');
  const session = newSessionStatements(
    scope.db,
    verified.user.id,
    amrMethod(type, verified),
    scope.now,
    scope.userAgent,
  );
  await scope.db.batch([...consumeStatements(scope, verified), ...session.statements]);
  const user = (await findUserById(scope.db, verified.user.id)) ?? verified.user;
  return sessionResponse({
    config: scope.config,
    issuer: scope.issuer,
    user,
    identities: await findIdentities(scope.db, user.id),
    factors: await factorsJson(scope.db, user.id),
    sessionId: session.sessionId,
    amr: session.amr,
    refreshToken: session.refreshToken,
    now: scope.now,
  });
}

/** PKCE links: use the token and give the flow state an auth code for /token?grant_type=pkce. */
async function issueAuthCode(scope: RequestScope, verified: VerifiedToken): Promise<string | null> {
  const code = crypto.randomUUID();
  const methods = flowMethodsOf(verified.kind);
  const results = await scope.db.batch([
    scope.db
      .prepare(
        `UPDATE auth_flow_state SET auth_code = ?, auth_code_issued_at = ?
         WHERE user_id = ? AND authentication_method IN (${methods.map(() => '?').join(', ')})`,
      )
      .bind(code, scope.now.toISOString(), verified.user.id, ...methods),
    ...consumeStatements(scope, verified),
  ]);
  return results[0]?.meta.changes ? code : null;
}

function withParams(target: string, params: Record<string, string>, inQuery: boolean): string {
  const url = new URL(target);
  const fragment = new URLSearchParams({ ...params, sb: '' });
  if (inQuery) for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.hash = fragment.toString();
  return url.href;
}

const LINK_ERROR = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

async function verifyLink(c: AuthContext) {
  const scope = requestScope(c);
  await enforceRateLimit(c, scope.db, 'verify', scope.config.rateLimits.verify, scope.now);
  const redirectTo = resolveRedirect(c, c.req.query('redirect_to'));
  const type = c.req.query('type') ?? '';
  const token = c.req.query('token') ?? '';
  const pkceLink = token.startsWith('pkce_');
  const verified =
    token && isVerifyType(type)
      ? await findVerifiableUser(scope, type, { tokenHash: token })
      : null;
  if (!verified) return c.redirect(withParams(redirectTo, LINK_ERROR, pkceLink), 303);
  if (verified.pkce) {
    const code = await issueAuthCode(scope, verified);
    if (!code) return c.redirect(withParams(redirectTo, LINK_ERROR, true), 303);
    const url = new URL(redirectTo);
    url.searchParams.set('code', code);
    return c.redirect(url.href, 303);
  }
  const session = await signInWithToken(scope, verified, type);
  const url = new URL(redirectTo);
  url.hash = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type,
    sb: '',
  }).toString();
  return c.redirect(url.href, 303);
}

const wrongCode = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Checks a six-digit code typed by the user. Besides the per-address limit, failures are
 * counted per account (the email, known or not, whatever address the guesses come from),
 * and against the code itself, which burns after a few failures (see `recordWrongCode`).
 * The account bucket counts failures only: the hit is taken first and given back on
 * success, so concurrent guesses cannot slip past the limit.
 */
async function verifyCode(
  scope: RequestScope,
  type: string,
  proof: Extract<TokenProof, { email: string }>,
): Promise<VerifiedToken> {
  const account = accountLimit(
    'verify-account',
    proof.email,
    scope.config.rateLimits.verifyFailuresPerAccount,
  );
  await enforceLimit(scope.db, account, scope.now);
  const verified = await findVerifiableUser(scope, type, proof);
  if (!verified) {
    await recordWrongCode(scope, type, proof.email);
    throw wrongCode();
  }
  await releaseHit(scope.db, account, scope.now);
  return verified;
}

/** GET /verify (emailed links → 303) and POST /verify (codes → session JSON). */
export const verifyRoutes = new Hono<AppEnv>()
  .get('/verify', verifyLink)
  .post('/verify', validJson(verifyBody), async (c) => {
    const scope = requestScope(c);
    await enforceRateLimit(c, scope.db, 'verify', scope.config.rateLimits.verify, scope.now);
    const body = c.req.valid('json');
    if (!body.type) throw validationFailed('Verify requires a verification type');
    if (!body.token && !body.token_hash)
      throw validationFailed('Verify requires either a token or a token hash');
    if (body.token_hash && (body.token || body.email || body.phone)) {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    // No account has a phone, so a phone code never matches: GoTrue's answer then.
    if (body.phone) throw wrongCode();
    if (body.token && !body.email)
      throw validationFailed('Verify requires an email address with a token');
    const verified = body.token_hash
      ? await findVerifiableUser(scope, body.type, { tokenHash: body.token_hash })
      : await verifyCode(scope, body.type, { email: body.email ?? '', otp: body.token ?? '' });
    if (!verified) throw wrongCode();
    return c.json(await signInWithToken(scope, verified, body.type));
  });
