/** Rows of the embedded auth tables and their GoTrue JSON forms (docs/auth.md#request-envelope). */

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_token: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: string;
  raw_user_meta_data: string;
  created_at: string;
  updated_at: string;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: string;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export type JsonObject = Record<string, unknown>;

/** GoTrue prints microseconds: 2024-01-01T00:00:00.123456Z. */
export function goTime(iso: string): string;
export function goTime(iso: string | null): string | null;
export function goTime(iso: string | null): string | null {
  return iso === null ? null : iso.replace(/\.(\d{3})Z$/, '.$1000Z');
}

export function parseObject(json: string): JsonObject {
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonObject)
    : {};
}

export function identityJson(row: IdentityRow) {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: parseObject(row.identity_data),
    provider: row.provider,
    last_sign_in_at: goTime(row.last_sign_in_at),
    created_at: goTime(row.created_at),
    updated_at: goTime(row.updated_at),
    email: row.email ?? '',
  };
}

/** Sets `key` only when the value is not null: Go's `omitempty`. */
function omitEmpty(target: JsonObject, key: string, value: string | null) {
  if (value !== null) target[key] = goTime(value);
}

/** The GoTrue User object, with Go's field order and omitempty rules. */
export function userJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: JsonObject[] = [],
): JsonObject {
  const json: JsonObject = { id: user.id, aud: user.aud, role: user.role, email: user.email };
  omitEmpty(json, 'email_confirmed_at', user.email_confirmed_at);
  json.phone = '';
  omitEmpty(json, 'confirmation_sent_at', user.confirmation_sent_at);
  // confirmed_at is the lower of the email and phone confirmations; there is no phone.
  omitEmpty(json, 'confirmed_at', user.email_confirmed_at);
  omitEmpty(json, 'recovery_sent_at', user.recovery_sent_at);
  if (user.email_change) json.new_email = user.email_change;
  omitEmpty(json, 'email_change_sent_at', user.email_change_sent_at);
  omitEmpty(json, 'last_sign_in_at', user.last_sign_in_at);
  json.app_metadata = parseObject(user.raw_app_meta_data);
  json.user_metadata = parseObject(user.raw_user_meta_data);
  // GoTrue's `factors,omitempty`: only users with two-factor factors carry the key.
  if (factors.length > 0) json.factors = factors;
  json.identities = identities.map(identityJson);
  json.created_at = goTime(user.created_at);
  json.updated_at = goTime(user.updated_at);
  json.is_anonymous = false;
  return json;
}
