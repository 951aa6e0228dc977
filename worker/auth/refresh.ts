import type { AuthConfig } from './config';
import { newRefreshToken } from './crypto';
import { AuthError, validationFailed } from './errors';

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: number;
  updated_at: string;
  session_exists: number;
}

export interface RotationResult {
  userId: string;
  sessionId: string;
  /** The refresh token to hand back: a new child, or the active one (parent-of-active). */
  refreshToken: string;
}

const V1_TOKEN = /^[a-z0-9]{12}$/;

/**
 * GoTrue's v1 refresh-token grant (docs/auth.md#tokens): rotate on every use; a revoked
 * parent of the active token gets the active one back, at any age; any older token of the
 * chain replayed inside the reuse window also gets the active one back (never a second
 * live chain); any other reuse ends the whole session and fails.
 */
export async function rotateRefreshToken(
  db: D1Database,
  config: AuthConfig,
  presented: string,
  now: Date,
): Promise<RotationResult> {
  if (!V1_TOKEN.test(presented)) throw validationFailed('Refresh token is not valid');
  const row = await db
    .prepare(
      `SELECT rt.*, (SELECT COUNT(*) FROM auth_sessions s WHERE s.id = rt.session_id)
         AS session_exists
       FROM auth_refresh_tokens rt WHERE rt.token = ?`,
    )
    .bind(presented)
    .first<RefreshTokenRow>();
  if (!row) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  if (!row.session_exists) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const iso = now.toISOString();
  if (!row.revoked) {
    const child = await swap(db, row, iso, true);
    if (child) return { userId: row.user_id, sessionId: row.session_id, refreshToken: child };
    // Another request revoked it between our read and write: treat it as reused.
  }
  const active = await db
    .prepare(
      `SELECT token, parent FROM auth_refresh_tokens
       WHERE session_id = ? AND revoked = 0 ORDER BY id DESC LIMIT 1`,
    )
    .bind(row.session_id)
    .first<{ token: string; parent: string | null }>();
  const reusableUntil = Date.parse(row.updated_at) + config.refreshReuseSeconds * 1000;
  const inWindow = now.getTime() <= reusableUntil;
  if (active && (active.parent === row.token || inWindow)) {
    // Minting a child of an older token would fork the session into two live chains,
    // one of them possibly an attacker's: hand back the one live token instead.
    return { userId: row.user_id, sessionId: row.session_id, refreshToken: active.token };
  }
  if (!active && inWindow) {
    // No live token (a lost race left none): start the chain again from this one.
    const child = await swap(db, row, iso, false);
    if (child) return { userId: row.user_id, sessionId: row.session_id, refreshToken: child };
  }
  // Reuse detected: someone holds a token they should not. End the session, so its
  // access tokens stop working at once as well (the v2 path's logout), not only its
  // refresh tokens; they cascade with it.
  await db.prepare('DELETE FROM auth_sessions WHERE id = ?').bind(row.session_id).run();
  throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

/**
 * Revokes `row` (when `revokeParent`) and inserts its child in one batch. The child is
 * only inserted if the revocation changed the row, so two concurrent rotations of one
 * token cannot both mint a child. Returns the child token, or null if we lost the race.
 */
async function swap(
  db: D1Database,
  row: RefreshTokenRow,
  iso: string,
  revokeParent: boolean,
): Promise<string | null> {
  const child = newRefreshToken();
  const insert = db
    .prepare(
      `INSERT INTO auth_refresh_tokens (token, user_id, session_id, parent, revoked,
         created_at, updated_at)
       SELECT ?, ?, ?, ?, 0, ?, ?
       WHERE EXISTS (SELECT 1 FROM auth_sessions WHERE id = ?)
         AND (? = 0 OR changes() = 1)`,
    )
    .bind(
      child,
      row.user_id,
      row.session_id,
      row.token,
      iso,
      iso,
      row.session_id,
      revokeParent ? 1 : 0,
    );
  const touchSession = db
    .prepare('UPDATE auth_sessions SET refreshed_at = ?, updated_at = ? WHERE id = ?')
    .bind(iso, iso, row.session_id);
  const statements = revokeParent
    ? [
        db
          .prepare(
            'UPDATE auth_refresh_tokens SET revoked = 1, updated_at = ? WHERE id = ? AND revoked = 0',
          )
          .bind(iso, row.id),
        insert,
        touchSession,
      ]
    : [insert, touchSession];
  const results = await db.batch(statements);
  const inserted = results[revokeParent ? 1 : 0];
  return inserted?.meta.changes === 1 ? child : null;
}
