/**
 * Reads one project's events from the event store, in time order: its own stream, its
 * offering stream and every investment stream committed to it. The investment streams
 * are found through `commitments`, written in the same batch as each commitment event,
 * so no committed stream is missed; the events themselves come from `events`.
 */
import type { HistorySourceEvent } from '../../shared/history/fold';
import { rowToStoredEvent, type EventRow } from '../kernel/rows';

const PROJECT_EVENTS = `SELECT * FROM events
  WHERE stream_id IN (?1, 'offering:' || ?1)
     OR stream_id IN (SELECT id FROM commitments WHERE project_id = ?1)
  ORDER BY occurred_at, seq`;

/** Every event of the project's streams, oldest first. */
export async function projectHistoryEvents(
  db: D1Database,
  projectId: string,
): Promise<HistorySourceEvent[]> {
  const { results } = await db.prepare(PROJECT_EVENTS).bind(projectId).all<EventRow>();
  return results.map((row) => {
    const { streamId, type, payload, occurredAt } = rowToStoredEvent(row);
    return { streamId, type, payload, occurredAt };
  });
}

/** Statuses whose project page is public: live, or a raise that has ended. */
const PUBLIC_STATUSES = ['active', 'funded', 'failed'] as const;

/** The id of the published project with this slug, or null (drafts, reviews, unknown). */
export async function publishedProjectId(db: D1Database, slug: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT id FROM projects WHERE slug = ? AND status IN (${PUBLIC_STATUSES.map(() => '?').join(', ')})`,
    )
    .bind(slug, ...PUBLIC_STATUSES)
    .first<{ id: string }>();
  return row?.id ?? null;
}
