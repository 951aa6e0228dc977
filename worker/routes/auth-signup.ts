import { Hono } from 'hono';
import { safeParse } from 'valibot';
import type { AppEnv } from '../env';
import type { RequestScope } from '../auth/context';
import { requestScope, resolveRedirect, validJson } from '../auth/context';
import { isUniqueViolation, obfuscatedUser, signUpAgain } from '../auth/signup-existing';
import { AuthError, validationFailed } from '../auth/errors';
import { prepareLink } from '../auth/links';
import { hashPassword } from '../auth/password';
import { readPkce } from '../auth/pkce';
import { checkEmail, checkNewPassword } from '../auth/policy';
import { enforceRateLimit } from '../auth/rate-limit';
import { signupBody, signupData, signupDataProblem, userMetadataOf } from '../auth/schemas';
import { newSessionStatements, sessionResponse } from '../auth/sessions';
import { userJson } from '../auth/user-json';
import { userJoinedStatements } from '../events/user-joined';
import {
  findIdentities,
  findUserByEmail,
  findUserById,
  insertUserStatements,
  normalizeEmail,
} from '../auth/users';

/** Runs the new-user batch; false when a concurrent sign-up took the email first. */
async function insertOnce(scope: RequestScope, statements: D1PreparedStatement[]) {
  try {
    await scope.db.batch(statements);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** POST /auth/v1/signup (docs/auth.md#calls, "signUp semantics"). */
export const signupRoutes = new Hono<AppEnv>().post('/signup', validJson(signupBody), async (c) => {
  const scope = requestScope(c);
  const body = c.req.valid('json');
  // With autoconfirm no mail goes out, so the sign-up counts against GoTrue's sign-up
  // limiter rather than the mail-sending budget.
  if (scope.config.autoconfirm) {
    await enforceRateLimit(c, scope.db, 'signup', scope.config.rateLimits.signup, scope.now);
  } else {
    await enforceRateLimit(c, scope.db, 'email', scope.config.rateLimits.email, scope.now);
  }
  // The role rule comes first: a refused role never creates anything.
  const data = safeParse(signupData, body.data ?? {});
  if (!data.success) throw validationFailed(signupDataProblem(data.issues), 422);
  // The role goes to the profile row only: user metadata is the user's to edit.
  const metadata = userMetadataOf(data.output);
  if (!body.email) {
    if (body.phone)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!body.password) throw validationFailed('Signup requires a valid password');
  const email = normalizeEmail(body.email);
  checkEmail(email);
  checkNewPassword(body.password, scope.config.minPasswordLength);
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const redirectTo = resolveRedirect(c, c.req.query('redirect_to'));
  const now = scope.now.toISOString();

  const existing = await findUserByEmail(scope.db, email);
  // Every branch hashes the password, so the answer takes as long for an email that has
  // an account as for one that does not.
  const passwordHash = await hashPassword(body.password);
  if (existing?.email_confirmed_at) {
    if (scope.config.autoconfirm) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    return c.json(obfuscatedUser(scope, email, metadata));
  }
  const profile = {
    fullName: data.output.full_name?.trim() || null,
    role: data.output.role,
    avatarUrl: data.output.avatar_url ?? null,
  };
  if (existing) {
    const request = { passwordHash, data: metadata, profile, pkce, redirectTo };
    return c.json(await signUpAgain(scope, existing, request));
  }

  const id = crypto.randomUUID();
  // The platform's own record that this user joined (admin dashboard), in the same batch
  // as the account so the two never disagree.
  const joined = userJoinedStatements(
    scope.db,
    { id, name: profile.fullName ?? '', email, role: profile.role },
    scope.now,
  );
  if (scope.config.autoconfirm) {
    const session = newSessionStatements(scope.db, id, 'password', scope.now, scope.userAgent);
    const insert = insertUserStatements(scope.db, {
      id,
      email,
      passwordHash,
      data: metadata,
      profile,
      now,
      confirmedAt: now,
      confirmationToken: null,
    });
    if (!(await insertOnce(scope, [...insert, ...joined, ...session.statements]))) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const user = await findUserById(scope.db, id);
    if (!user) throw new AuthError(500, 'unexpected_failure', 'user vanished after sign-up');
    return c.json(
      await sessionResponse({
        config: scope.config,
        issuer: scope.issuer,
        user,
        identities: await findIdentities(scope.db, id),
        sessionId: session.sessionId,
        amr: session.amr,
        refreshToken: session.refreshToken,
        now: scope.now,
      }),
    );
  }
  const link = await prepareLink(scope, {
    userId: id,
    to: email,
    kind: 'signup',
    pkce,
    redirectTo,
  });
  const insert = insertUserStatements(scope.db, {
    id,
    email,
    passwordHash,
    data: metadata,
    profile,
    now,
    confirmedAt: null,
    confirmationToken: link.storedToken,
  });
  if (!(await insertOnce(scope, [...insert, ...joined, ...link.statements]))) {
    return c.json(obfuscatedUser(scope, email, metadata));
  }
  const user = await findUserById(scope.db, id);
  return c.json(user ? userJson(user, await findIdentities(scope.db, id)) : {});
});
