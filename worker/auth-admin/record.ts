import { ConcurrencyConflictError, prepareAppend, toAppendError } from '../event-store';
import type { NewEvent } from '../event-store';

/** A write that loses a race with another append to the user's stream retries this often. */
const ATTEMPTS = 3;

/**
 * Runs an admin's change to a user and appends its facts to the user's stream (`user`,
 * id = the user id) in ONE db.batch(), so the log and the accounts never disagree
 * (docs/events.md). `statements` must be safe to run again: a batch that fails on a
 * concurrent append is rolled back as a whole and retried against the new version.
 */
export async function commitUserChange(
  db: D1Database,
  userId: string,
  actorId: string | null,
  events: NewEvent[],
  statements: D1PreparedStatement[],
  now: Date,
): Promise<D1Result[]> {
  for (let attempt = 1; ; attempt += 1) {
    const row = await db
      .prepare('SELECT COALESCE(MAX(version), 0) AS version FROM events WHERE stream_id = ?')
      .bind(userId)
      .first<{ version: number }>();
    const input = {
      streamId: userId,
      streamType: 'user' as const,
      expectedVersion: row?.version ?? 0,
      actorId,
      events,
    };
    try {
      return await db.batch([
        ...statements,
        ...(events.length ? prepareAppend(db, input, now) : []),
      ]);
    } catch (error) {
      const mapped = events.length ? toAppendError(error, [input]) : error;
      if (mapped instanceof ConcurrencyConflictError && attempt < ATTEMPTS) continue;
      throw mapped;
    }
  }
}
