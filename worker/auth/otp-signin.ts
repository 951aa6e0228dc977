import type { AuthContext, RequestScope } from './context';
import { resolveRedirect } from './context';
import { randomBytes, toHex } from './crypto';
import { AuthError } from './errors';
import { mailLinkUnlessRecent, prepareLink } from './links';
import { hashPassword } from './password';
import type { PkceChallenge } from './pkce';
import { isUniqueViolation, signUpAgain } from './signup-existing';
import type { UserRow } from './user-json';
import type { NewUser } from './users';
import { findUserByEmail, insertUserStatements } from './users';
import { userJoinedStatements } from '../events/user-joined';

export interface OtpRequest {
  email: string;
  createUser: boolean;
  /** Sign-up data for a new account: metadata without the role, and the profile. */
  metadata: Record<string, unknown>;
  profile: NewUser['profile'];
  pkce: PkceChallenge | null;
}

/** A password nobody knows: an account opened by email code has none to guess. */
async function unusablePassword(): Promise<string> {
  return hashPassword(toHex(randomBytes(33)));
}

/**
 * POST /otp with an email (GoTrue's MagicLink): a confirmed user gets a magic link; a new
 * email gets an account and its confirmation mail, whose link and code sign in as well
 * (with autoconfirm the account is confirmed and a magic link follows); an unconfirmed
 * account is treated as a sign-up again, so an earlier password someone else chose for
 * it stops working (pre-hijacking). `create_user: false` refuses unknown emails, as GoTrue.
 */
export async function signInWithOtp(c: AuthContext, scope: RequestScope, request: OtpRequest) {
  const existing = await findUserByEmail(scope.db, request.email);
  if (!existing && !request.createUser) {
    throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  }
  const redirectTo = resolveRedirect(c, c.req.query('redirect_to'));
  // A confirmed user gets a magic link (with its six-digit code), stored as GoTrue does in
  // the recovery token.
  const mailMagicLink = (user: UserRow) =>
    mailLinkUnlessRecent(scope, user, {
      kind: 'recovery',
      magicLink: true,
      pkce: request.pkce,
      redirectTo,
    });
  if (existing?.email_confirmed_at) return mailMagicLink(existing);
  const passwordHash = await unusablePassword();
  if (existing) {
    await signUpAgain(scope, existing, {
      passwordHash,
      data: request.metadata,
      profile: request.profile,
      pkce: request.pkce,
      redirectTo,
    });
    return;
  }
  const id = crypto.randomUUID();
  const now = scope.now.toISOString();
  const autoconfirm = scope.config.autoconfirm;
  const link = autoconfirm
    ? null
    : await prepareLink(scope, {
        userId: id,
        to: request.email,
        kind: 'signup',
        pkce: request.pkce,
        redirectTo,
      });
  const statements = [
    ...insertUserStatements(scope.db, {
      id,
      email: request.email,
      passwordHash,
      data: request.metadata,
      profile: request.profile,
      now,
      confirmedAt: autoconfirm ? now : null,
      confirmationToken: link?.storedToken ?? null,
    }),
    ...userJoinedStatements(
      scope.db,
      {
        id,
        name: request.profile.fullName ?? '',
        email: request.email,
        role: request.profile.role,
      },
      scope.now,
    ),
    ...(link?.statements ?? []),
  ];
  try {
    await scope.db.batch(statements);
  } catch (error) {
    // A concurrent sign-up took the email: answer as for any other email.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (autoconfirm) {
    const user = await findUserByEmail(scope.db, request.email);
    if (user) await mailMagicLink(user);
  }
}
