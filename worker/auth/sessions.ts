import type { AuthConfig } from './config';
import { newRefreshToken } from './crypto';
import { AuthError } from './errors';
import type { AmrEntry } from './jwt';
import { signAccessToken } from './jwt';
import type { IdentityRow, JsonObject, UserRow } from './user-json';
import { userJson } from './user-json';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: string;
  /** The two-factor factor that raised the session to aal2 (migration 0013). */
  factor_id: string | null;
  created_at: string;
  updated_at: string;
  refreshed_at: string | null;
  /** The browser that opened the session (migration 0040); null before that. */
  user_agent: string | null;
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
  amr: AmrEntry[];
  statements: D1PreparedStatement[];
}

/**
 * Statements for a new session and its first refresh token, plus the user's sign-in
 * time. The caller batches them with whatever else belongs to the same sign-in.
 */
export function newSessionStatements(
  db: D1Database,
  userId: string,
  method: string,
  now: Date,
  userAgent: string | null,
): NewSession {
  const sessionId = crypto.randomUUID();
  const refreshToken = newRefreshToken();
  const iso = now.toISOString();
  const amr = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
  return {
    sessionId,
    refreshToken,
    amr,
    statements: [
      db
        .prepare(
          `INSERT INTO auth_sessions (id, user_id, aal, amr, created_at, updated_at, user_agent)
           VALUES (?, ?, 'aal1', ?, ?, ?, ?)`,
        )
        .bind(sessionId, userId, JSON.stringify(amr), iso, iso, userAgent),
      db
        .prepare(
          `INSERT INTO auth_refresh_tokens (token, user_id, session_id, parent, revoked,
             created_at, updated_at) VALUES (?, ?, ?, NULL, 0, ?, ?)`,
        )
        .bind(refreshToken, userId, sessionId, iso, iso),
      db
        .prepare('UPDATE auth_users SET last_sign_in_at = ?, updated_at = ? WHERE id = ?')
        .bind(iso, iso, userId),
      db
        .prepare(
          `UPDATE auth_identities SET last_sign_in_at = ?, updated_at = ?
           WHERE user_id = ? AND provider = 'email'`,
        )
        .bind(iso, iso, userId),
    ],
  };
}

export interface SessionResponseInput {
  config: AuthConfig;
  issuer: string;
  user: UserRow;
  identities: IdentityRow[];
  sessionId: string;
  amr: AmrEntry[];
  refreshToken: string;
  now: Date;
  /** The session's assurance level: aal1, or aal2 after a two-factor code. */
  aal?: string;
  /** The user's two-factor factors (User JSON `factors`), when they have any. */
  factors?: JsonObject[];
}

/** The GoTrue AccessTokenResponse: a signed access token plus the user. */
export async function sessionResponse(input: SessionResponseInput): Promise<JsonObject> {
  if (!input.config.jwtSecret) {
    throw new AuthError(500, 'unexpected_failure', 'AUTH_JWT_SECRET is not configured');
  }
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const expiresAt = issuedAt + input.config.accessTokenSeconds;
  const accessToken = await signAccessToken(input.config.tokens, {
    issuer: input.issuer,
    user: input.user,
    sessionId: input.sessionId,
    aal: input.aal ?? 'aal1',
    amr: input.amr,
    issuedAt,
    lifetimeSeconds: input.config.accessTokenSeconds,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresAt - issuedAt,
    expires_at: expiresAt,
    refresh_token: input.refreshToken,
    user: userJson(input.user, input.identities, input.factors),
  };
}

export function findSession(db: D1Database, sessionId: string): Promise<SessionRow | null> {
  return db.prepare('SELECT * FROM auth_sessions WHERE id = ?').bind(sessionId).first<SessionRow>();
}

export function parseAmr(json: string): AmrEntry[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as AmrEntry[]) : [];
}

/** Deletes sessions (their refresh tokens cascade) per the logout scope semantics. */
export async function deleteSessions(
  db: D1Database,
  userId: string,
  scope: 'global' | 'local' | 'others',
  currentSessionId: string,
): Promise<void> {
  if (scope === 'local') {
    await db.prepare('DELETE FROM auth_sessions WHERE id = ?').bind(currentSessionId).run();
  } else if (scope === 'others') {
    await db
      .prepare('DELETE FROM auth_sessions WHERE user_id = ? AND id <> ?')
      .bind(userId, currentSessionId)
      .run();
  } else {
    await db.prepare('DELETE FROM auth_sessions WHERE user_id = ?').bind(userId).run();
  }
}
