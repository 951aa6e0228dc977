import * as v from 'valibot';
import { SIGNUP_ROLES } from '../../shared/constants';
import type { Role } from '../../shared/constants';
import { eventNameOf } from '../../shared/schemas/person';
import type { RequestScope } from '../auth/context';
import { newOtp, tokenHash } from '../auth/crypto';
import { AuthError, validationFailed } from '../auth/errors';
import { hashPassword } from '../auth/password';
import { checkEmail, checkNewPassword } from '../auth/policy';
import type { JsonObject } from '../auth/user-json';
import { findUserByEmail, insertUserStatements, normalizeEmail } from '../auth/users';
import type { NewEvent } from '../event-store';
import type { AdminCaller } from './guard';
import { actorOf } from './guard';
import { checkUserMetadata } from './params';
import { commitUserChange } from './record';

export type LinkType =
  'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';
const LINK_TYPES: readonly string[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];

/** The `type` the action link carries to /verify (GoTrue's GetEmailActionLink). */
const VERIFY_TYPES: Record<LinkType, string> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/** The token column each link type fills (what /verify consumes for that type). */
const COLUMNS = {
  signup: ['confirmation_token', 'confirmation_sent_at'],
  invite: ['confirmation_token', 'confirmation_sent_at'],
  magiclink: ['recovery_token', 'recovery_sent_at'],
  recovery: ['recovery_token', 'recovery_sent_at'],
  email_change_current: ['email_change_token', 'email_change_sent_at'],
  email_change_new: ['email_change_token', 'email_change_sent_at'],
} as const;

function isEmailChange(type: LinkType): boolean {
  return type === 'email_change_current' || type === 'email_change_new';
}

/**
 * The new address of an email-change link: required, well formed, and nobody else's
 * (GoTrue's generateLink for email_change_current / email_change_new).
 */
async function newEmailOf(scope: RequestScope, raw: string | null | undefined, userId: string) {
  if (!raw) throw validationFailed('new_email is required for email change links');
  const email = normalizeEmail(raw);
  checkEmail(email);
  const taken = await findUserByEmail(scope.db, email);
  if (taken && taken.id !== userId) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  return email;
}

export interface IssuedLink {
  userId: string;
  actionLink: string;
  otp: string;
  hashedToken: string;
  redirectTo: string;
  type: LinkType;
}

/** Invited users choose investor or creator through `data.role`; admin comes later, by an admin. */
function inviteRole(data: JsonObject): { role: Role; metadata: JsonObject } {
  const { role, ...metadata } = data;
  const parsed = v.safeParse(v.optional(v.picklist(SIGNUP_ROLES), 'investor'), role);
  if (!parsed.success) throw validationFailed('data.role must be "investor" or "creator"');
  checkUserMetadata(metadata);
  return { role: parsed.output, metadata };
}

/**
 * Creates (invite, signup) or finds (magiclink, recovery) the user and stores a fresh
 * emailed token of the type's kind, with `events` in the same batch. Mails it to the user
 * when `mail` is set (invite), never for generate_link, which hands the link to the caller.
 */
export async function issueLink(
  scope: RequestScope,
  caller: AdminCaller,
  input: {
    type: string;
    email: string;
    password?: string | null;
    data?: JsonObject | null;
    newEmail?: string | null;
  },
  redirectTo: string,
  mail: boolean,
): Promise<IssuedLink> {
  if (!LINK_TYPES.includes(input.type)) {
    throw validationFailed(
      `Invalid link type "${input.type}": this server generates signup, invite, magiclink, recovery, email_change_current and email_change_new links`,
    );
  }
  const type = input.type as LinkType;
  const email = normalizeEmail(input.email);
  checkEmail(email);
  const existing = await findUserByEmail(scope.db, email);
  const now = scope.now.toISOString();
  const statements: D1PreparedStatement[] = [];
  const events: NewEvent[] = [];
  let userId = existing?.id ?? '';
  if (type === 'invite' || type === 'signup') {
    if (existing?.email_confirmed_at) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    if (!existing) {
      if (type === 'signup' && !input.password)
        throw validationFailed('Signup requires a valid password');
      if (input.password) checkNewPassword(input.password, scope.config.minPasswordLength);
      const { role, metadata } = inviteRole(input.data ?? {});
      const fullName = typeof metadata.full_name === 'string' ? metadata.full_name : null;
      userId = crypto.randomUUID();
      statements.push(
        ...insertUserStatements(scope.db, {
          id: userId,
          email,
          passwordHash: await hashPassword(
            input.password || crypto.randomUUID() + crypto.randomUUID(),
          ),
          data: metadata,
          profile: { fullName, role, avatarUrl: null },
          now,
          confirmedAt: null,
          confirmationToken: null,
          identityInMetadata: false,
        }),
      );
      events.push({
        type: 'user.joined',
        payload: { name: eventNameOf({ name: fullName, email }), email, role },
      });
    }
    if (type === 'invite') {
      statements.push(
        scope.db.prepare('UPDATE auth_users SET invited_at = ? WHERE id = ?').bind(now, userId),
      );
      events.push({ type: 'user.invited', payload: { email } });
    }
  } else if (!existing) {
    throw new AuthError(404, 'user_not_found', 'User with this email not found');
  }
  if (!mail) events.push({ type: 'user.link_generated', payload: { type } });
  const otp = newOtp();
  // This server confirms an email change once: either link's token, like the one PUT
  // /user mails, is for the new address and completes the change (docs/auth.md#admin).
  const changeTo = isEmailChange(type) ? await newEmailOf(scope, input.newEmail, userId) : null;
  const hashedToken = await tokenHash(changeTo ?? email, otp, scope.config.jwtSecret);
  const [column, sentAt] = COLUMNS[type];
  if (changeTo) {
    statements.push(
      scope.db
        .prepare('UPDATE auth_users SET email_change = ? WHERE id = ?')
        .bind(changeTo, userId),
    );
  }
  statements.push(
    scope.db
      .prepare(`UPDATE auth_users SET ${column} = ?, ${sentAt} = ?, updated_at = ? WHERE id = ?`)
      .bind(hashedToken, now, now, userId),
    scope.db.prepare('DELETE FROM auth_code_failures WHERE user_id = ?').bind(userId),
  );
  const link = new URL('/auth/v1/verify', scope.origin);
  link.searchParams.set('token', hashedToken);
  link.searchParams.set('type', VERIFY_TYPES[type]);
  link.searchParams.set('redirect_to', redirectTo);
  if (mail) statements.push(inviteMail(scope.db, email, link.href, otp, now));
  await commitUserChange(scope.db, userId, actorOf(caller), events, statements, scope.now);
  return { userId, actionLink: link.href, otp, hashedToken, redirectTo, type };
}

/** The invitation in the local outbox (embedded mode never sends mail). */
function inviteMail(db: D1Database, to: string, link: string, otp: string, now: string) {
  console.log(`[auth outbox] invite mail to ${to}: ${link}`);
  return db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       VALUES (?, 'invite', 'You have been invited', ?, ?, ?)`,
    )
    .bind(
      to,
      `You have been invited to create a LaunchFund account. Follow this link to accept the invite:\n\n${link}\n\nOr enter this code: ${otp}\n`,
      link,
      now,
    );
}
