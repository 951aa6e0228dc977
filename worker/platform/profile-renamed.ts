import { displayName } from '../../shared/session';
import { ConcurrencyConflictError, prepareAppend, toAppendError } from '../event-store';

/** A rename that loses a race with another one re-reads the stream this often. */
const ATTEMPTS = 3;

/**
 * Writes a profile name change and records it as `user.profile_updated` (stream `user`,
 * id = the user id) in ONE db.batch(), so the admin's user list (platform_users, a
 * projection of the user stream) never drifts from the profiles table.
 *
 * `profileUpdate` is the caller's own statement that changes the profiles row (it may
 * use RETURNING); its result is returned. Nothing is recorded when the shown name stays
 * the same, or for an account that has no user stream (it has no platform_users row
 * either). The name shown is the profile name, or the email's local part when blank.
 */
export async function recordProfileRenamed(
  db: D1Database,
  user: { id: string; email: string; name: string | null },
  profileUpdate: D1PreparedStatement,
  now: Date = new Date(),
): Promise<D1Result> {
  const name = displayName(user);
  for (let attempt = 1; ; attempt += 1) {
    const current = await db
      .prepare(
        `SELECT (SELECT COALESCE(MAX(version), 0) FROM events WHERE stream_id = ?1) AS version,
                (SELECT name FROM platform_users WHERE id = ?1) AS name`,
      )
      .bind(user.id)
      .first<{ version: number; name: string | null }>();
    const version = current?.version ?? 0;
    const input = {
      streamId: user.id,
      streamType: 'user' as const,
      expectedVersion: version,
      actorId: user.id,
      events: [{ type: 'user.profile_updated' as const, payload: { name } }],
    };
    const record = version > 0 && current?.name !== name;
    try {
      const [result] = await db.batch([
        profileUpdate,
        ...(record ? prepareAppend(db, input, now) : []),
      ]);
      if (!result) throw new Error('recordProfileRenamed: the batch returned no result');
      return result;
    } catch (error) {
      const mapped = record ? toAppendError(error, [input]) : error;
      if (mapped instanceof ConcurrencyConflictError && attempt < ATTEMPTS) continue;
      throw mapped;
    }
  }
}
