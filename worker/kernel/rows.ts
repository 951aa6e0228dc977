import type { EventType, StreamType } from '../../shared/events';
import type { StoredEvent } from './types';

/** A row of the `events` table. */
export interface EventRow {
  seq: number;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  payload: string;
  actor_id: string | null;
  occurred_at: string;
}

/** Stored payloads were validated on append, so they are trusted on the way out. */
export function rowToStoredEvent(row: EventRow): StoredEvent {
  return {
    streamId: row.stream_id,
    streamType: row.stream_type as StreamType,
    version: row.version,
    type: row.type as EventType,
    payload: JSON.parse(row.payload),
    actorId: row.actor_id,
    occurredAt: row.occurred_at,
  } as StoredEvent;
}
