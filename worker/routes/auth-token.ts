import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { AuthContext, RequestScope } from '../auth/context';
import { readBody, requestScope } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import { factorsJson } from '../auth/mfa-factors';
import { verifyPassword } from '../auth/password';
import { verifierMatches } from '../auth/pkce';
import { checkEmail, weakPasswordNote } from '../auth/policy';
import type { Limit } from '../auth/rate-limit';
import {
  accountLimit,
  addressLimit,
  enforceLimit,
  enforceRateLimit,
  releaseHit,
} from '../auth/rate-limit';
import { rotateRefreshToken } from '../auth/refresh';
import { ACCOUNT_WINDOW_SECONDS } from '../auth/config';
import {
  deviceSubject,
  knownDevice,
  rememberDevice,
  type KnownDevice,
} from '../auth/device-cookie';
import { warnOwnerOfGuessing } from '../auth/guessing-alert';
import { passwordGrantBody, pkceGrantBody, refreshGrantBody } from '../auth/schemas';
import { findSession, newSessionStatements, parseAmr, sessionResponse } from '../auth/sessions';
import { findIdentities, findUserByEmail, findUserById, normalizeEmail } from '../auth/users';
import type { UserRow } from '../auth/user-json';
import { assertNotSuspended } from '../auth-admin/suspension';

const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

async function respondWithSession(
  c: AuthContext,
  scope: RequestScope,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  extra: Record<string, unknown> = {},
) {
  const session = await findSession(scope.db, sessionId);
  const body = await sessionResponse({
    config: scope.config,
    issuer: scope.issuer,
    user,
    identities: await findIdentities(scope.db, user.id),
    factors: await factorsJson(scope.db, user.id),
    sessionId,
    amr: session ? parseAmr(session.amr) : [],
    // A refresh keeps what the session has proven: aal2 once a two-factor code was entered.
    aal: session?.aal ?? 'aal1',
    refreshToken,
    now: scope.now,
  });
  return c.json({ ...body, ...extra });
}

/**
 * Password sign-in is throttled without handing guessers a lever against the owner
 * (OWASP's device-cookie scheme, worker/auth/device-cookie.ts). Every bucket counts
 * failed sign-ins only:
 * - a browser that signed in to the account before (a valid device cookie) spends its
 *   own budget: 10 failures in 15 minutes refuse that browser only. Failures anywhere
 *   else never lock it, so the owner signs in at once whatever a guesser does.
 * - every other client shares the account's budget for unknown clients: 10 failures in
 *   15 minutes refuse all of them for the rest of the window, right password or not,
 *   from whichever address (addresses are cheap: forged headers locally, IPv6 /64s,
 *   botnets deployed). The first time in a window the owner is emailed.
 * - and a per-address budget (IPv6 by /64): the token budget, but spent by failures
 *   only, so an office behind one NAT address is not locked out by its own sign-ins.
 * The hits are taken before the password is checked (so parallel guesses cannot all slip
 * under the limit) and given back when the password is right.
 */
// The sign-in form shows these as they are: say what happened and what to do next.
export const SIGNIN_ACCOUNT_LOCKED =
  'Too many failed sign-in attempts for this account. Try again in 15 minutes, or reset your password.';
export const SIGNIN_ADDRESS_LOCKED =
  'Too many failed sign-in attempts from your network. Try again in a few minutes.';
export const SIGNIN_DEVICE_LOCKED =
  'Too many failed sign-in attempts from this browser. Try again in 15 minutes, or reset your password.';

async function signInLimits(
  c: AuthContext,
  scope: RequestScope,
  email: string,
  device: KnownDevice | null,
): Promise<Limit[]> {
  if (device) {
    return [
      {
        bucket: 'signin-device',
        subject: await deviceSubject(email, device),
        limit: scope.config.rateLimits.signinFailuresPerAccount,
        windowSeconds: ACCOUNT_WINDOW_SECONDS,
        message: SIGNIN_DEVICE_LOCKED,
      },
    ];
  }
  return [
    accountLimit(
      'signin-account',
      email,
      scope.config.rateLimits.signinFailuresPerAccount,
      SIGNIN_ACCOUNT_LOCKED,
    ),
    addressLimit(c, 'signin-address', scope.config.rateLimits.token, SIGNIN_ADDRESS_LOCKED),
  ];
}

async function passwordGrant(c: AuthContext, scope: RequestScope) {
  const body = await readBody(c, passwordGrantBody);
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (!body.email && !body.phone) throw validationFailed('missing email or phone');
  if (!body.email) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = normalizeEmail(body.email);
  checkEmail(email);
  const password = body.password ?? '';
  const device = await knownDevice(c, scope.env, email, scope.now);
  const limits = await signInLimits(c, scope, email, device);
  for (const limit of limits) await enforceLimit(scope.db, limit, scope.now);
  const found = await findUserByEmail(scope.db, email);
  // Unknown users pay for a dummy hash check, so timing does not reveal who exists.
  const matches = await verifyPassword(password, found?.encrypted_password ?? null);
  if (!found || !matches || password === '') {
    if (found && !device) await warnOwnerOfGuessing(scope, found.email ?? email, limits[0]);
    throw invalidCredentials();
  }
  for (const limit of limits) await releaseHit(scope.db, limit, scope.now);
  if (!found.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  await assertNotSuspended(scope.db, found.id, scope.now, 'sign_in');
  // A right password: this browser is known to the account from now on.
  await rememberDevice(c, scope.env, email, device, scope.now);
  const session = newSessionStatements(scope.db, found.id, 'password', scope.now, scope.userAgent);
  await scope.db.batch(session.statements);
  const user = (await findUserById(scope.db, found.id)) ?? found;
  const weak = weakPasswordNote(password, scope.config.minPasswordLength);
  return respondWithSession(
    c,
    scope,
    user,
    session.sessionId,
    session.refreshToken,
    weak ? { weak_password: weak } : {},
  );
}

async function refreshGrant(c: AuthContext, scope: RequestScope) {
  const body = await readBody(c, refreshGrantBody);
  const rotated = await rotateRefreshToken(
    scope.db,
    scope.config,
    body.refresh_token ?? '',
    scope.now,
  );
  await assertNotSuspended(scope.db, rotated.userId, scope.now, 'refresh');
  const user = await findUserById(scope.db, rotated.userId);
  if (!user)
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  return respondWithSession(c, scope, user, rotated.sessionId, rotated.refreshToken);
}

interface FlowStateRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  authentication_method: string;
  created_at: string;
  auth_code_issued_at: string | null;
}

async function pkceGrant(c: AuthContext, scope: RequestScope) {
  const body = await readBody(c, pkceGrantBody);
  if (!body.auth_code || !body.code_verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const flow = await scope.db
    .prepare('SELECT * FROM auth_flow_state WHERE auth_code = ?')
    .bind(body.auth_code)
    .first<FlowStateRow>();
  if (!flow)
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  // The code is issued when the emailed link is used; it lives 5 minutes from then.
  const issued = Date.parse(flow.auth_code_issued_at ?? flow.created_at);
  if (scope.now.getTime() > issued + scope.config.flowStateSeconds * 1000) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const matches = await verifierMatches(body.code_verifier, {
    challenge: flow.code_challenge,
    method: flow.code_challenge_method,
  });
  if (!matches)
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  const user = await findUserById(scope.db, flow.user_id);
  if (!user)
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  await assertNotSuspended(scope.db, user.id, scope.now, 'sign_in');
  const method = flow.authentication_method === 'email/signup' ? 'otp' : flow.authentication_method;
  const session = newSessionStatements(scope.db, user.id, method, scope.now, scope.userAgent);
  // Deleting the flow state in the same batch makes the code single-use.
  const results = await scope.db.batch([
    scope.db.prepare('DELETE FROM auth_flow_state WHERE id = ?').bind(flow.id),
    ...session.statements,
  ]);
  if (results[0]?.meta.changes !== 1)
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  const fresh = (await findUserById(scope.db, user.id)) ?? user;
  return respondWithSession(c, scope, fresh, session.sessionId, session.refreshToken);
}

/** POST /auth/v1/token?grant_type=password|refresh_token|pkce */
export const tokenRoutes = new Hono<AppEnv>().post('/token', async (c) => {
  const scope = requestScope(c);
  const grant = c.req.query('grant_type');
  // Password sign-ins have their own failure-counting buckets (signInLimits).
  if (grant === 'password') return passwordGrant(c, scope);
  await enforceRateLimit(c, scope.db, 'token', scope.config.rateLimits.token, scope.now);
  if (grant === 'refresh_token') return refreshGrant(c, scope);
  if (grant === 'pkce') return pkceGrant(c, scope);
  // Sign-in with a Solana or Ethereum wallet is a feature this server has switched off.
  if (grant === 'web3') {
    throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  }
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
});
