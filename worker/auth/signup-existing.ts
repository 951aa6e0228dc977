import type { RequestScope } from './context';
import type { JsonObject, UserRow } from './user-json';
import { userJson } from './user-json';

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
