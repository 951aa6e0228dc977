import type { Role } from '../../shared/constants';
import { factorsJson } from './mfa-factors';
import type { IdentityRow, JsonObject, UserRow } from './user-json';
import { userJson } from './user-json';

/** GoTrue lower-cases emails before storing and looking them up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db
    .prepare('SELECT * FROM auth_users WHERE email = ?')
    .bind(normalizeEmail(email))
    .first<UserRow>();
}

export function findUserById(db: D1Database, id: string): Promise<UserRow | null> {
  return db.prepare('SELECT * FROM auth_users WHERE id = ?').bind(id).first<UserRow>();
}

export async function findIdentities(db: D1Database, userId: string): Promise<IdentityRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM auth_identities WHERE user_id = ? ORDER BY created_at')
    .bind(userId)
    .all<IdentityRow>();
  return results;
}

/** The User JSON of a stored user, read fresh from D1. */
export async function loadUserJson(db: D1Database, userId: string): Promise<JsonObject | null> {
  const user = await findUserById(db, userId);
  return user
    ? userJson(user, await findIdentities(db, userId), await factorsJson(db, userId))
    : null;
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  /** Sign-up `data` after the role check; merged into user_metadata. */
  data: JsonObject;
  profile: { fullName: string | null; role: Role; avatarUrl: string | null };
  now: string;
  confirmedAt: string | null;
  confirmationToken: string | null;
  /**
   * Whether the identity's fields (email, email_verified, phone_verified, sub) are copied
   * into user_metadata, as a sign-up has them. Users made through the admin API keep
   * them on the identity only, as GoTrue's adminUserCreate and generateLink do; a
   * confirmed one gets `email_verified: true`, as GoTrue's Confirm adds.
   */
  identityInMetadata?: boolean;
}

/**
 * Statements that create a user with its email identity and profile row. Run them in
 * one `db.batch()` so the three rows exist together or not at all.
 */
export function insertUserStatements(db: D1Database, user: NewUser): D1PreparedStatement[] {
  const identityData = {
    email: user.email,
    email_verified: user.confirmedAt !== null,
    phone_verified: false,
    sub: user.id,
  };
  const userMetadata =
    user.identityInMetadata === false
      ? { ...user.data, ...(user.confirmedAt !== null ? { email_verified: true } : {}) }
      : { ...user.data, ...identityData };
  const appMetadata = { provider: 'email', providers: ['email'] };
  return [
    db
      .prepare(
        `INSERT INTO auth_users (id, email, encrypted_password, email_confirmed_at,
           confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        user.id,
        user.email,
        user.passwordHash,
        user.confirmedAt,
        user.confirmationToken,
        user.confirmationToken ? user.now : null,
        JSON.stringify(appMetadata),
        JSON.stringify(userMetadata),
        user.now,
        user.now,
      ),
    db
      .prepare(
        `INSERT INTO auth_identities (id, provider_id, user_id, identity_data, provider, email,
           last_sign_in_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'email', ?, ?, ?, ?)`,
      )
      .bind(
        crypto.randomUUID(),
        user.id,
        user.id,
        JSON.stringify(identityData),
        user.email,
        user.now,
        user.now,
        user.now,
      ),
    db
      .prepare(
        `INSERT INTO profiles (id, full_name, role, avatar_url, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        user.id,
        user.profile.fullName,
        user.profile.role,
        user.profile.avatarUrl,
        user.now,
        user.now,
      ),
  ];
}

/** Statements that mark a user's email confirmed (user, metadata and identity). */
export function confirmEmailStatements(
  db: D1Database,
  userId: string,
  now: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE auth_users SET email_confirmed_at = COALESCE(email_confirmed_at, ?),
           confirmation_token = NULL, updated_at = ?,
           raw_user_meta_data = json_set(raw_user_meta_data, '$.email_verified', json('true'))
         WHERE id = ?`,
      )
      .bind(now, now, userId),
    db
      .prepare(
        `UPDATE auth_identities SET updated_at = ?,
           identity_data = json_set(identity_data, '$.email_verified', json('true'))
         WHERE user_id = ? AND provider = 'email'`,
      )
      .bind(now, userId),
  ];
}

export interface ReplacedSignUp {
  id: string;
  email: string;
  passwordHash: string;
  data: JsonObject;
  profile: NewUser['profile'];
  now: string;
  /** The new confirmation token, or null when no mail goes out now (send frequency). */
  confirmationToken: string | null;
}

/**
 * Statements that give an unconfirmed account the password and profile of a new sign-up
 * for its email, and void every emailed token issued before. Whoever owns the mailbox
 * then confirms the credentials they chose, never those of an earlier sign-up by someone
 * else (account pre-hijacking). A link confirms only the sign-up it was mailed for.
 */
export function replaceUnconfirmedStatements(
  db: D1Database,
  user: ReplacedSignUp,
): D1PreparedStatement[] {
  const identityData = {
    email: user.email,
    email_verified: false,
    phone_verified: false,
    sub: user.id,
  };
  return [
    db
      .prepare(
        `UPDATE auth_users SET encrypted_password = ?, raw_user_meta_data = ?,
           confirmation_token = ?,
           confirmation_sent_at = CASE WHEN ? IS NULL THEN confirmation_sent_at ELSE ? END,
           recovery_token = NULL, email_change = NULL, email_change_token = NULL,
           updated_at = ?
         WHERE id = ? AND email_confirmed_at IS NULL`,
      )
      .bind(
        user.passwordHash,
        JSON.stringify({ ...user.data, ...identityData }),
        user.confirmationToken,
        user.confirmationToken,
        user.now,
        user.now,
        user.id,
      ),
    db
      .prepare(
        `UPDATE profiles SET full_name = ?, role = ?, avatar_url = ?, updated_at = ?
         WHERE id = ? AND id IN (SELECT id FROM auth_users WHERE email_confirmed_at IS NULL)`,
      )
      .bind(user.profile.fullName, user.profile.role, user.profile.avatarUrl, user.now, user.id),
    // A PKCE link of the earlier sign-up must not be exchangeable either. Run these before
    // the new link's statements, which insert the new flow state.
    db.prepare('DELETE FROM auth_flow_state WHERE user_id = ?').bind(user.id),
    db.prepare('DELETE FROM auth_code_failures WHERE user_id = ?').bind(user.id),
  ];
}
