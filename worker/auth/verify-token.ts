import type { RequestScope } from './context';
import { tokenHash } from './crypto';
import type { MailKind } from './mailer';
import { TOKEN_COLUMNS } from './links';
import type { UserRow } from './user-json';
import { confirmEmailStatements, normalizeEmail } from './users';

/** The verify `type`s this server answers, and which emailed token each one consumes. */
const TYPE_KINDS: Record<string, MailKind[]> = {
  signup: ['signup'],
  invite: ['signup'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email: ['signup', 'recovery'],
  email_change: ['email_change'],
};

export function isVerifyType(type: string): boolean {
  // Own keys only: `in` would also accept "constructor" and friends.
  return Object.hasOwn(TYPE_KINDS, type);
}

export interface VerifiedToken {
  user: UserRow;
  kind: MailKind;
  /** The link was issued in the PKCE flow (`pkce_` prefix). */
  pkce: boolean;
}

export type TokenProof = { tokenHash: string } | { email: string; otp: string };

/** Finds the user whose unexpired emailed token of `type` matches the proof. */
export async function findVerifiableUser(
  scope: RequestScope,
  type: string,
  proof: TokenProof,
): Promise<VerifiedToken | null> {
  if (!isVerifyType(type)) return null;
  for (const kind of TYPE_KINDS[type] ?? []) {
    const { token: column, sentAt } = TOKEN_COLUMNS[kind];
    let user: UserRow | null;
    if ('tokenHash' in proof) {
      user = await scope.db
        .prepare(`SELECT * FROM auth_users WHERE ${column} = ?`)
        .bind(proof.tokenHash)
        .first<UserRow>();
    } else {
      const email = normalizeEmail(proof.email);
      const hash = await tokenHash(email, proof.otp, scope.config.jwtSecret);
      const emailColumn = kind === 'email_change' ? 'email_change' : 'email';
      user = await scope.db
        .prepare(`SELECT * FROM auth_users WHERE ${emailColumn} = ? AND ${column} IN (?, ?)`)
        .bind(email, hash, `pkce_${hash}`)
        .first<UserRow>();
    }
    if (!user) continue;
    const stored = user[column];
    const sent = user[sentAt];
    const expired =
      !sent || Date.parse(sent) + scope.config.linkExpirySeconds * 1000 < scope.now.getTime();
    if (!stored || expired) return null;
    return { user, kind, pkce: stored.startsWith('pkce_') };
  }
  return null;
}

/**
 * Counts a wrong code against the code each matching user currently holds, and burns a
 * code (clears its column) once it has failed `maxCodeFailures` times: after that even
 * the right code is refused, and only a new mail gives a new one. A new code starts from
 * zero because failures are counted against the stored token they were guessed at.
 */
export async function recordWrongCode(
  scope: RequestScope,
  type: string,
  email: string,
): Promise<void> {
  if (!isVerifyType(type)) return;
  for (const kind of TYPE_KINDS[type] ?? []) {
    const { token: column } = TOKEN_COLUMNS[kind];
    const emailColumn = kind === 'email_change' ? 'email_change' : 'email';
    const user = await scope.db
      .prepare(`SELECT id, ${column} AS token FROM auth_users WHERE ${emailColumn} = ?`)
      .bind(normalizeEmail(email))
      .first<{ id: string; token: string | null }>();
    if (!user?.token) continue;
    const row = await scope.db
      .prepare(
        `INSERT INTO auth_code_failures (user_id, kind, token, failures) VALUES (?, ?, ?, 1)
         ON CONFLICT (user_id, kind) DO UPDATE SET
           failures = CASE WHEN token = excluded.token THEN failures + 1 ELSE 1 END,
           token = excluded.token
         RETURNING failures`,
      )
      .bind(user.id, kind, user.token)
      .first<{ failures: number }>();
    if ((row?.failures ?? 0) >= scope.config.maxCodeFailures) {
      // Only the code the failures were counted against: a newer one stays valid.
      await scope.db
        .prepare(`UPDATE auth_users SET ${column} = NULL WHERE id = ? AND ${column} = ?`)
        .bind(user.id, user.token)
        .run();
    }
  }
}

/** Statements that use up the token and apply what it proves. */
export function consumeStatements(
  scope: RequestScope,
  verified: VerifiedToken,
): D1PreparedStatement[] {
  const now = scope.now.toISOString();
  const { user } = verified;
  const clearFailures = scope.db
    .prepare('DELETE FROM auth_code_failures WHERE user_id = ? AND kind = ?')
    .bind(user.id, verified.kind);
  if (verified.kind === 'signup') {
    return [clearFailures, ...confirmEmailStatements(scope.db, user.id, now)];
  }
  if (verified.kind === 'recovery') {
    return [
      clearFailures,
      // Following a recovery link also proves the address, as in GoTrue.
      ...confirmEmailStatements(scope.db, user.id, now),
      scope.db
        .prepare('UPDATE auth_users SET recovery_token = NULL, updated_at = ? WHERE id = ?')
        .bind(now, user.id),
    ];
  }
  const email = user.email_change ?? user.email;
  return [
    clearFailures,
    scope.db
      .prepare(
        `UPDATE auth_users SET email = ?, email_change = NULL, email_change_token = NULL,
           email_change_sent_at = NULL, updated_at = ?,
           raw_user_meta_data = CASE WHEN json_type(raw_user_meta_data, '$.email') IS NULL
             THEN raw_user_meta_data ELSE json_set(raw_user_meta_data, '$.email', ?) END
         WHERE id = ?`,
      )
      .bind(email, now, email, user.id),
    scope.db
      .prepare(
        `UPDATE auth_identities SET email = ?, updated_at = ?,
           identity_data = json_set(identity_data, '$.email', ?)
         WHERE user_id = ? AND provider = 'email'`,
      )
      .bind(email, now, email, user.id),
  ];
}
