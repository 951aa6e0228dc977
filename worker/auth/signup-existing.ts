import type { RequestScope } from './context';
import { prepareLink, secondsUntilResend } from './links';
import type { PkceChallenge } from './pkce';
import type { JsonObject, UserRow } from './user-json';
import { userJson } from './user-json';
import type { NewUser } from './users';
import { findIdentities, findUserById, replaceUnconfirmedStatements } from './users';

export interface SignUpAgain {
  passwordHash: string;
  data: JsonObject;
  profile: NewUser['profile'];
  pkce: PkceChallenge | null;
  redirectTo: string;
}

/**
 * Sign-up for an email whose account is not confirmed yet: the new sign-up's password
 * and profile replace the old ones and earlier links stop working (pre-hijacking), and a
 * new confirmation mail goes out unless one went out within the send frequency. Then the
 * mail is skipped silently, as a 429 would tell that the email has an account; the owner
 * asks for it again with /resend after the gap. Answers the real user, like a new
 * sign-up does.
 */
export async function signUpAgain(
  scope: RequestScope,
  existing: UserRow,
  request: SignUpAgain,
): Promise<JsonObject> {
  const mailNow = secondsUntilResend(scope, existing.confirmation_sent_at) === 0;
  const link = mailNow
    ? await prepareLink(scope, {
        userId: existing.id,
        to: existing.email,
        kind: 'signup',
        pkce: request.pkce,
        redirectTo: request.redirectTo,
      })
    : null;
  await scope.db.batch([
    ...replaceUnconfirmedStatements(scope.db, {
      id: existing.id,
      email: existing.email,
      passwordHash: request.passwordHash,
      data: request.data,
      profile: request.profile,
      now: scope.now.toISOString(),
      confirmationToken: link?.storedToken ?? null,
    }),
    ...(link?.statements ?? []),
  ]);
  const user = (await findUserById(scope.db, existing.id)) ?? existing;
  return userJson(user, await findIdentities(scope.db, existing.id));
}

/**
 * Hosted Supabase does not reveal that an email is taken when confirmation is on: it
 * answers with a fake, unsaved user whose empty identities list is the documented tell.
 */
export function obfuscatedUser(scope: RequestScope, email: string, data: unknown): JsonObject {
  const now = scope.now.toISOString();
  const fake: UserRow = {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    encrypted_password: '',
    email_confirmed_at: null,
    confirmation_token: null,
    confirmation_sent_at: now,
    recovery_token: null,
    recovery_sent_at: null,
    email_change: null,
    email_change_token: null,
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: JSON.stringify({ provider: 'email', providers: ['email'] }),
    raw_user_meta_data: JSON.stringify(data ?? {}),
    created_at: now,
    updated_at: now,
  };
  return userJson(fake, []);
}

/** D1 reports a duplicate email as a UNIQUE constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
