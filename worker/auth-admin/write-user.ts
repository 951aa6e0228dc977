import type { Role } from '../../shared/constants';
import { eventNameOf } from '../../shared/schemas/person';
import type { RequestScope } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import { hashPassword } from '../auth/password';
import { checkEmail, checkNewPassword } from '../auth/policy';
import { findProfile } from '../auth/profiles';
import type { JsonObject } from '../auth/user-json';
import { parseObject } from '../auth/user-json';
import { findUserByEmail, insertUserStatements, normalizeEmail } from '../auth/users';
import type { NewEvent } from '../event-store';
import type { AdminUserRow } from './admin-json';
import type { AdminCaller } from './guard';
import { actorOf } from './guard';
import type { AdminUserBody } from './params';
import { bannedUntilOf, checkUserMetadata, refuseSelf, splitRole } from './params';
import { commitUserChange } from './record';
import { suspendedUntil } from './suspension';
import { isUuid } from '../../shared/uuid';

function refusePhone(body: AdminUserBody): void {
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
}

async function uniqueEmail(scope: RequestScope, raw: string, exceptId?: string): Promise<string> {
  const email = normalizeEmail(raw);
  checkEmail(email);
  const existing = await findUserByEmail(scope.db, email);
  if (existing && existing.id !== exceptId) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  return email;
}

/** POST /admin/users: GoTrue's adminUserCreate, plus the profile row and `user.joined`. */
export async function createUser(scope: RequestScope, caller: AdminCaller, body: AdminUserBody) {
  refusePhone(body);
  if (!body.email) throw validationFailed('Cannot create a user without either an email or phone');
  if (body.password_hash) throw validationFailed('Password hashes are not accepted by this server');
  const email = await uniqueEmail(scope, body.email);
  if (body.password) checkNewPassword(body.password, scope.config.minPasswordLength);
  const metadata = body.user_metadata ?? {};
  checkUserMetadata(metadata);
  const { role = 'investor' } = splitRole(body.app_metadata, caller);
  let id: string = crypto.randomUUID();
  if (body.id) {
    if (!isUuid(body.id)) throw validationFailed('ID must conform to the uuid v4 format');
    id = body.id.toLowerCase();
  }
  const bannedUntil = bannedUntilOf(body.ban_duration, scope.now) ?? null;
  const now = scope.now.toISOString();
  const fullName = typeof metadata.full_name === 'string' ? metadata.full_name : null;
  // Without a password GoTrue stores a random one nobody knows; so does this.
  const password = body.password || crypto.randomUUID() + crypto.randomUUID();
  const statements = insertUserStatements(scope.db, {
    id,
    email,
    passwordHash: await hashPassword(password),
    data: metadata,
    profile: { fullName, role, avatarUrl: null },
    now,
    confirmedAt: body.email_confirm ? now : null,
    confirmationToken: null,
    identityInMetadata: false,
  });
  if (bannedUntil) {
    statements.push(
      scope.db.prepare('UPDATE auth_users SET banned_until = ? WHERE id = ?').bind(bannedUntil, id),
    );
  }
  const events: NewEvent[] = [
    { type: 'user.joined', payload: { name: eventNameOf({ name: fullName, email }), email, role } },
  ];
  if (bannedUntil) events.push({ type: 'user.suspended', payload: { until: bannedUntil } });
  await commitUserChange(scope.db, id, actorOf(caller), events, statements, scope.now);
  return id;
}

/** PUT /admin/users/:id: GoTrue's adminUserUpdate; a role goes to the profile row. */
export async function updateUser(
  scope: RequestScope,
  caller: AdminCaller,
  user: AdminUserRow,
  body: AdminUserBody,
): Promise<void> {
  refusePhone(body);
  const db = scope.db;
  const now = scope.now.toISOString();
  const statements: D1PreparedStatement[] = [];
  const events: NewEvent[] = [];
  const fields: ('email' | 'password' | 'user_metadata' | 'app_metadata' | 'email_confirm')[] = [];
  const { role, rest: appMetadata } = splitRole(body.app_metadata, caller);
  const bannedUntil = bannedUntilOf(body.ban_duration, scope.now);
  if (role !== undefined || bannedUntil)
    refuseSelf(caller, user.id, role ? 'change the role of' : 'suspend');

  if (body.email && normalizeEmail(body.email) !== user.email) {
    const email = await uniqueEmail(scope, body.email, user.id);
    const confirmed = body.email_confirm ? true : user.email_confirmed_at !== null;
    statements.push(
      db
        .prepare(
          `UPDATE auth_users SET email = ?, email_change = NULL, email_change_token = NULL,
             raw_user_meta_data = CASE WHEN json_type(raw_user_meta_data, '$.email') IS NULL
               THEN raw_user_meta_data ELSE json_set(raw_user_meta_data, '$.email', ?) END,
             updated_at = ? WHERE id = ?`,
        )
        .bind(email, email, now, user.id),
      db
        .prepare(
          `UPDATE auth_identities SET email = ?, updated_at = ?,
             identity_data = json_set(identity_data, '$.email', ?, '$.email_verified', json(?))
           WHERE user_id = ? AND provider = 'email'`,
        )
        .bind(email, now, email, confirmed ? 'true' : 'false', user.id),
    );
    fields.push('email');
  }
  if (body.email_confirm && !user.email_confirmed_at) {
    statements.push(
      db
        .prepare(
          `UPDATE auth_users SET email_confirmed_at = ?, confirmation_token = NULL, updated_at = ?,
             raw_user_meta_data = json_set(raw_user_meta_data, '$.email_verified', json('true'))
           WHERE id = ?`,
        )
        .bind(now, now, user.id),
    );
    fields.push('email_confirm');
  }
  if (body.password) {
    checkNewPassword(body.password, scope.config.minPasswordLength);
    statements.push(
      db
        .prepare('UPDATE auth_users SET encrypted_password = ?, updated_at = ? WHERE id = ?')
        .bind(await hashPassword(body.password), now, user.id),
      // GoTrue's UpdatePassword with no session to keep: every session ends.
      db.prepare('DELETE FROM auth_sessions WHERE user_id = ?').bind(user.id),
    );
    fields.push('password');
  }
  if (body.user_metadata) {
    checkUserMetadata(body.user_metadata);
    const merged = { ...parseObject(user.raw_user_meta_data), ...body.user_metadata };
    statements.push(
      db
        .prepare('UPDATE auth_users SET raw_user_meta_data = ?, updated_at = ? WHERE id = ?')
        .bind(JSON.stringify(merged), now, user.id),
    );
    fields.push('user_metadata');
    if (typeof body.user_metadata.full_name === 'string' || body.user_metadata.full_name === null) {
      const name = body.user_metadata.full_name as string | null;
      statements.push(
        db
          .prepare('UPDATE profiles SET full_name = ?, updated_at = ? WHERE id = ?')
          .bind(name, now, user.id),
      );
      events.push({
        type: 'user.profile_updated',
        payload: { name: eventNameOf({ name, email: user.email }) },
      });
    }
  }
  if (appMetadata && Object.keys(appMetadata).length > 0) {
    const merged: JsonObject = { ...parseObject(user.raw_app_meta_data), ...appMetadata };
    statements.push(
      db
        .prepare('UPDATE auth_users SET raw_app_meta_data = ?, updated_at = ? WHERE id = ?')
        .bind(JSON.stringify(merged), now, user.id),
    );
    fields.push('app_metadata');
  }
  if (fields.length > 0) events.push({ type: 'user.updated_by_admin', payload: { fields } });
  if (role !== undefined) await changeRole(scope, user.id, role, statements, events);
  if (bannedUntil !== undefined) suspend(scope, user, bannedUntil, statements, events);
  if (statements.length === 0) return;
  await commitUserChange(db, user.id, actorOf(caller), events, statements, scope.now);
}

async function changeRole(
  scope: RequestScope,
  userId: string,
  role: Role,
  statements: D1PreparedStatement[],
  events: NewEvent[],
): Promise<void> {
  const previous = (await findProfile(scope.db, userId))?.role;
  if (!previous || previous === role) return;
  statements.push(
    scope.db
      .prepare('UPDATE profiles SET role = ?, updated_at = ? WHERE id = ?')
      .bind(role, scope.now.toISOString(), userId),
  );
  events.push({ type: 'user.role_changed', payload: { role, previousRole: previous } });
}

function suspend(
  scope: RequestScope,
  user: AdminUserRow,
  bannedUntil: string | null,
  statements: D1PreparedStatement[],
  events: NewEvent[],
): void {
  const active = bannedUntil && Date.parse(bannedUntil) > scope.now.getTime() ? bannedUntil : null;
  statements.push(
    scope.db
      .prepare('UPDATE auth_users SET banned_until = ? WHERE id = ?')
      .bind(bannedUntil, user.id),
  );
  if (active) {
    // Existing sessions end: their refresh tokens cascade, their access tokens stop at
    // every check that needs a live session (/api, /auth/v1/user, /rest/v1).
    statements.push(scope.db.prepare('DELETE FROM auth_sessions WHERE user_id = ?').bind(user.id));
    events.push({ type: 'user.suspended', payload: { until: active } });
  } else if (suspendedUntil(user, scope.now)) {
    events.push({ type: 'user.restored', payload: {} });
  }
}

/** DELETE /admin/users/:id. Accounts that hold money or projects are suspended instead. */
export async function deleteUser(scope: RequestScope, caller: AdminCaller, user: AdminUserRow) {
  refuseSelf(caller, user.id, 'delete');
  const ties = await scope.db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM commitments WHERE investor_id = ?1)
            + (SELECT COUNT(*) FROM projects WHERE creator_id = ?1) AS n`,
    )
    .bind(user.id)
    .first<{ n: number }>();
  if ((ties?.n ?? 0) > 0) {
    throw new AuthError(
      409,
      'conflict',
      'This account has investments or projects on record; suspend it instead of deleting it',
    );
  }
  await commitUserChange(
    scope.db,
    user.id,
    actorOf(caller),
    [{ type: 'user.deleted', payload: {} }],
    [scope.db.prepare('DELETE FROM auth_users WHERE id = ?').bind(user.id)],
    scope.now,
  );
}
