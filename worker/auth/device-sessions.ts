import type { DeviceSession } from '../../shared/api';
import { deviceLabel } from '../../shared/device-label';
import type { SessionRow } from './sessions';

/** The user's live sessions, newest activity first, the caller's marked `current`. */
export async function listDeviceSessions(
  db: D1Database,
  userId: string,
  currentSessionId: string,
): Promise<DeviceSession[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM auth_sessions WHERE user_id = ?
       ORDER BY COALESCE(refreshed_at, created_at) DESC, id`,
    )
    .bind(userId)
    .all<SessionRow>();
  return results.map((row) => ({
    id: row.id,
    device: deviceLabel(row.user_agent),
    createdAt: row.created_at,
    lastActiveAt: row.refreshed_at ?? row.created_at,
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one of the user's sessions: its refresh tokens go with it (ON DELETE CASCADE), so
 * that device's next refresh fails with `refresh_token_not_found` and supabase-js signs
 * it out; its access token stops working on /api at once (requireUser reads the session).
 * False when the user has no such session.
 */
export async function endDeviceSession(
  db: D1Database,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM auth_sessions WHERE id = ? AND user_id = ?')
    .bind(sessionId, userId)
    .run();
  return result.meta.changes > 0;
}
