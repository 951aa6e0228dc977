import type { JsonObject } from './user-json';
import { goTime } from './user-json';

/** A row of auth_mfa_factors (migration 0013). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  secret: string;
  last_step: number | null;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

/** Unverified factors older than this are dropped (GoTrue's MFA factor expiry). */
export const FACTOR_EXPIRY_SECONDS = 300;
/** A challenge must be answered within this (GoTrue's challenge expiry). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** Wrong codes a challenge survives; the next one burns it. */
export const MAX_CHALLENGE_FAILURES = 5;
/** GoTrue's MaxEnrolledFactors / MaxVerifiedFactors. */
export const MAX_FACTORS = 10;

/** GoTrue's Factor JSON, Go field order (`phone` is always present, empty for TOTP). */
export function factorJson(row: FactorRow): JsonObject {
  const json: JsonObject = {
    id: row.id,
    created_at: goTime(row.created_at),
    updated_at: goTime(row.updated_at),
    status: row.status,
  };
  if (row.friendly_name) json.friendly_name = row.friendly_name;
  json.factor_type = row.factor_type;
  json.phone = '';
  json.last_challenged_at = goTime(row.last_challenged_at);
  return json;
}

/** The user's factors, oldest first (what `user.factors` lists). */
export async function findFactors(db: D1Database, userId: string): Promise<FactorRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM auth_mfa_factors WHERE user_id = ? ORDER BY created_at, id')
    .bind(userId)
    .all<FactorRow>();
  return results;
}

/** The factors as User JSON lists them. */
export async function factorsJson(db: D1Database, userId: string): Promise<JsonObject[]> {
  return (await findFactors(db, userId)).map(factorJson);
}

/** Whether the user has a verified factor, i.e. must reach aal2 where it is required. */
export async function hasVerifiedFactor(db: D1Database, userId: string): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS yes FROM auth_mfa_factors WHERE user_id = ? AND status = 'verified' LIMIT 1",
    )
    .bind(userId)
    .first<{ yes: number }>();
  return row !== null;
}

/** Drops the user's unverified factors that were never finished in time. */
export function deleteExpiredFactorsStatement(
  db: D1Database,
  userId: string,
  now: Date,
): D1PreparedStatement {
  const cutoff = new Date(now.getTime() - FACTOR_EXPIRY_SECONDS * 1000).toISOString();
  return db
    .prepare(
      "DELETE FROM auth_mfa_factors WHERE user_id = ? AND status = 'unverified' AND created_at < ?",
    )
    .bind(userId, cutoff);
}
