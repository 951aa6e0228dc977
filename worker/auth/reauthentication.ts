import type { RequestScope } from './context';
import { newOtp, tokenHash } from './crypto';
import { AuthError } from './errors';
import { secondsUntilResend } from './links';
import { outboxStatement } from './mailer';
import { verifyPassword } from './password';
import type { SessionRow } from './sessions';
import type { UserRow } from './user-json';

/**
 * A session signed in this recently may set a new password without further proof: that
 * covers the session a recovery link has just opened (the reset-password page) and a
 * fresh sign-in, the same idea as GoTrue's secure password change, with a tighter window
 * than its 24 h because a stolen access token must not be enough to take the account.
 */
export const FRESH_SESSION_SECONDS = 10 * 60;

interface ReauthenticationRow {
  reauthentication_token: string | null;
  reauthentication_sent_at: string | null;
}

export interface PasswordProof {
  current_password?: string | null;
  nonce?: string | null;
}

function findReauthentication(db: D1Database, userId: string) {
  return db
    .prepare('SELECT reauthentication_token, reauthentication_sent_at FROM auth_users WHERE id = ?')
    .bind(userId)
    .first<ReauthenticationRow>();
}

function clearNonce(scope: RequestScope, userId: string): D1PreparedStatement {
  return scope.db
    .prepare(
      'UPDATE auth_users SET reauthentication_token = NULL, reauthentication_sent_at = NULL WHERE id = ?',
    )
    .bind(userId);
}

/**
 * Checks that a password change is backed by the current password, a reauthentication
 * code (`nonce`, one try: a wrong code is burnt), or a recently signed-in session.
 * Returns the statements that consume the code, to batch with the change.
 */
export async function proveRecentAuthentication(
  scope: RequestScope,
  user: UserRow,
  session: SessionRow,
  proof: PasswordProof,
): Promise<D1PreparedStatement[]> {
  if (proof.current_password) {
    if (!(await verifyPassword(proof.current_password, user.encrypted_password))) {
      throw new AuthError(422, 'current_password_mismatch', 'Current password is incorrect.');
    }
    return [];
  }
  if (proof.nonce) {
    const row = await findReauthentication(scope.db, user.id);
    const sentAt = row?.reauthentication_sent_at ? Date.parse(row.reauthentication_sent_at) : 0;
    const live = scope.now.getTime() <= sentAt + scope.config.linkExpirySeconds * 1000;
    const matches =
      row?.reauthentication_token === (await tokenHash(user.email, proof.nonce.trim()));
    if (!row?.reauthentication_token || !live || !matches) {
      // Burn the code on any miss, so it cannot be guessed one attempt at a time.
      await clearNonce(scope, user.id).run();
      throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    }
    return [clearNonce(scope, user.id)];
  }
  const signedInAt = Date.parse(session.created_at);
  if (scope.now.getTime() - signedInAt <= FRESH_SESSION_SECONDS * 1000) return [];
  throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
}

/** GET /reauthenticate: mails a six-digit code, at most one a minute per user. */
export async function sendReauthentication(scope: RequestScope, user: UserRow): Promise<void> {
  if (!user.email_confirmed_at) {
    throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  }
  const row = await findReauthentication(scope.db, user.id);
  const wait = secondsUntilResend(scope, row?.reauthentication_sent_at ?? null);
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
  const otp = newOtp();
  const now = scope.now.toISOString();
  await scope.db.batch([
    scope.db
      .prepare(
        `UPDATE auth_users SET reauthentication_token = ?, reauthentication_sent_at = ?,
           updated_at = ? WHERE id = ?`,
      )
      .bind(await tokenHash(user.email, otp), now, now, user.id),
    outboxStatement(scope.db, { to: user.email, kind: 'reauthentication', link: '', otp, now }),
  ]);
}
