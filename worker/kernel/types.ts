import type { EVENT_SCHEMAS, EventPayload, EventType, StreamType } from '../../shared/events';

/** An event as stored: its place in its stream, who caused it and when. */
export type StoredEvent<T extends EventType = EventType> = {
  [K in T]: {
    streamId: string;
    streamType: (typeof EVENT_SCHEMAS)[K]['streamType'];
    /** 1-based position in the stream. */
    version: number;
    type: K;
    payload: EventPayload<K>;
    /** The user who caused it; null for the system. */
    actorId: string | null;
    occurredAt: string;
  };
}[T];

/** An event to append; `occurredAt` defaults to the time of the append. */
export type NewEvent = {
  [K in EventType]: { type: K; payload: EventPayload<K>; occurredAt?: string };
}[EventType];

export interface AppendInput {
  streamId: string;
  streamType: StreamType;
  /**
   * The stream's version the caller decided on (0 for a new stream). 'any' appends
   * after whatever is there, for facts that never conflict (views, deposits).
   */
  expectedVersion: number | 'any';
  events: NewEvent[];
  actorId: string | null;
}

/** The event types that live in streams of type S. */
export type EventTypeOf<S extends StreamType> = {
  [K in EventType]: (typeof EVENT_SCHEMAS)[K]['streamType'] extends S ? K : never;
}[EventType];

/** A stored event of a stream of type S. */
export type StoredEventOf<S extends StreamType> = StoredEvent<EventTypeOf<S>>;

/**
 * The statements that bring the read models up to date with one event. Incremental SQL
 * only, never a read first, so it runs in the same db.batch() as the append.
 */
export type Projector = (db: D1Database, event: StoredEvent) => D1PreparedStatement[];
