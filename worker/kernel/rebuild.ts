/**
 * Rebuilds every read model from the event log: clears the tables, then replays every
 * event in global order through the same projector the appends use.
 */
import { rowToStoredEvent, type EventRow } from './rows';
import type { Projector } from './types';

/** Events replayed per db.batch(); keeps each transaction small. */
const REPLAY_PAGE_SIZE = 200;

export interface RebuildReport {
  events: number;
  tables: readonly string[];
}

/** Clears `tables` (every read model `projector` writes), then replays the whole log. */
export async function rebuildReadModels(
  db: D1Database,
  projector: Projector,
  tables: readonly string[],
): Promise<RebuildReport> {
  await db.batch(tables.map((table) => db.prepare(`DELETE FROM ${table}`)));
  let afterSeq = 0;
  let replayed = 0;
  for (;;) {
    const { results } = await db
      .prepare('SELECT * FROM events WHERE seq > ? ORDER BY seq LIMIT ?')
      .bind(afterSeq, REPLAY_PAGE_SIZE)
      .all<EventRow>();
    const last = results.at(-1);
    if (!last) break;
    const statements = results.flatMap((row) => projector(db, rowToStoredEvent(row)));
    if (statements.length > 0) await db.batch(statements);
    replayed += results.length;
    afterSeq = last.seq;
  }
  return { events: replayed, tables };
}
