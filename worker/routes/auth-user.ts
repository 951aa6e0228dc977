import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authenticate } from '../auth/authenticate';
import { requestScope, resolveRedirect, validJson } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import { prepareLink, secondsUntilResend } from '../auth/links';
import { hashPassword, verifyPassword } from '../auth/password';
import { readPkce } from '../auth/pkce';
import { proveRecentAuthentication, sendReauthentication } from '../auth/reauthentication';
import { checkEmail, checkNewPassword } from '../auth/policy';
import { enforceRateLimit } from '../auth/rate-limit';
import { METADATA_TOO_LARGE, metadataFits, updateUserBody } from '../auth/schemas';
import { parseObject } from '../auth/user-json';
import { findUserByEmail, loadUserJson, normalizeEmail } from '../auth/users';

/**
 * GET /auth/v1/user, PUT /auth/v1/user (password, email, data) and GET /reauthenticate.
 * A password change needs the current password, a reauthentication code or a session
 * signed in within the last minutes (worker/auth/reauthentication.ts).
 */
export const userRoutes = new Hono<AppEnv>()
  .get('/user', async (c) => {
    const scope = requestScope(c);
    const { user } = await authenticate(c, scope);
    return c.json(await loadUserJson(scope.db, user.id));
  })
  .put('/user', validJson(updateUserBody), async (c) => {
    const scope = requestScope(c);
    const body = c.req.valid('json');
    const { user, session } = await authenticate(c, scope);
    await enforceRateLimit(c, scope.db, 'email', scope.config.rateLimits.email, scope.now);
    if (body.app_metadata !== undefined) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (body.phone)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const now = scope.now.toISOString();
    const statements: D1PreparedStatement[] = [];

    if (body.data) {
      // The role lives in the profile row and is never user-editable; refusing it here
      // keeps user_metadata from ever disagreeing with the profile.
      if ('role' in body.data) throw validationFailed('The role cannot be changed', 422);
      const metadata = parseObject(user.raw_user_meta_data);
      for (const [key, value] of Object.entries(body.data)) {
        if (value === null) delete metadata[key];
        else metadata[key] = value;
      }
      if (!metadataFits(metadata)) throw validationFailed(METADATA_TOO_LARGE, 422);
      statements.push(
        scope.db
          .prepare('UPDATE auth_users SET raw_user_meta_data = ?, updated_at = ? WHERE id = ?')
          .bind(JSON.stringify(metadata), now, user.id),
      );
    }

    if (body.password) {
      checkNewPassword(body.password, scope.config.minPasswordLength);
      // Proof first: otherwise `same_password` would tell a thief holding only an access
      // token whether a guess is the current password.
      statements.push(...(await proveRecentAuthentication(scope, user, session, body)));
      if (await verifyPassword(body.password, user.encrypted_password)) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      statements.push(
        scope.db
          .prepare('UPDATE auth_users SET encrypted_password = ?, updated_at = ? WHERE id = ?')
          .bind(await hashPassword(body.password), now, user.id),
        // A password change signs out every other session (GoTrue User.UpdatePassword).
        scope.db
          .prepare('DELETE FROM auth_sessions WHERE user_id = ? AND id <> ?')
          .bind(user.id, session.id),
      );
    }

    if (body.email && normalizeEmail(body.email) !== user.email) {
      const email = normalizeEmail(body.email);
      checkEmail(email);
      if (await findUserByEmail(scope.db, email)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      const wait = secondsUntilResend(scope, user.email_change_sent_at);
      if (wait > 0) {
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${wait} seconds.`,
        );
      }
      const pkce = readPkce(body.code_challenge, body.code_challenge_method);
      const redirectTo = resolveRedirect(c, c.req.query('redirect_to'));
      const link = await prepareLink(scope, {
        userId: user.id,
        to: email,
        kind: 'email_change',
        pkce,
        redirectTo,
      });
      statements.push(
        scope.db
          .prepare(
            'UPDATE auth_users SET email_change = ?, email_change_token = ?, email_change_sent_at = ?, updated_at = ? WHERE id = ?',
          )
          .bind(email, link.storedToken, now, now, user.id),
        ...link.statements,
      );
    }

    if (statements.length > 0) await scope.db.batch(statements);
    return c.json(await loadUserJson(scope.db, user.id));
  })
  .get('/reauthenticate', async (c) => {
    const scope = requestScope(c);
    const { user } = await authenticate(c, scope);
    await enforceRateLimit(c, scope.db, 'email', scope.config.rateLimits.email, scope.now);
    await sendReauthentication(scope, user);
    return c.json({});
  });
