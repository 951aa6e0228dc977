/**
 * The event store: append-only `events` in D1 with optimistic concurrency per stream.
 * Every append writes its events and their projections in ONE db.batch() (a single
 * transaction), so a reader never sees an event without its read models or the reverse.
 * The kernel knows no domain: the caller passes the projector (worker/event-store.ts
 * binds every function here to the app's projector).
 */
import { EVENT_SCHEMAS, isEventType, parseEventPayload } from '../../shared/events';
import { ConcurrencyConflictError, InvalidEventError, SlugTakenError } from './errors';
import type { AppendInput, Projector, StoredEvent } from './types';
import { rowToStoredEvent, type EventRow } from './rows';

const INSERT_EVENT = `INSERT INTO events
  (stream_id, stream_type, version, type, payload, actor_id, occurred_at)
  VALUES (?, ?, ?, ?, ?, ?, ?)`;

/** How many times an 'any' append re-reads the version after losing a race. */
const ANY_VERSION_ATTEMPTS = 5;

/**
 * Appends events to one stream and projects them, atomically.
 * @throws ConcurrencyConflictError when the stream is not at `expectedVersion`.
 * @throws InvalidEventError when an event does not fit the registry.
 * @throws SlugTakenError when a project event would reuse another project's slug.
 */
export async function appendToStream(
  db: D1Database,
  projector: Projector,
  input: AppendInput,
): Promise<StoredEvent[]> {
  const [stored] = await appendToStreams(db, projector, [input]);
  return stored ?? [];
}

/** Appends to several streams in one transaction: all of them land, or none. */
export async function appendToStreams(
  db: D1Database,
  projector: Projector,
  inputs: AppendInput[],
  now: () => Date = () => new Date(),
): Promise<StoredEvent[][]> {
  for (let attempt = 1; ; attempt += 1) {
    const versions = await resolveVersions(db, inputs);
    const stored = inputs.map((input, i) => toStoredEvents(input, versions[i] ?? 0, now()));
    try {
      await db.batch(stored.flat().flatMap((event) => statementsFor(db, projector, event)));
      return stored;
    } catch (error) {
      const mapped = mapAppendError(error, inputs);
      const retryable = inputs.every((input) => input.expectedVersion === 'any');
      if (
        mapped instanceof ConcurrencyConflictError &&
        retryable &&
        attempt < ANY_VERSION_ATTEMPTS
      ) {
        continue;
      }
      throw mapped;
    }
  }
}

/**
 * The statements of an append at a known version, for a caller that must commit them in
 * its own db.batch() with other writes (signing a user up and recording that they
 * joined). Map a failure of that batch with `toAppendError`.
 * @throws InvalidEventError when an event does not fit the registry.
 */
export function prepareAppend(
  db: D1Database,
  projector: Projector,
  input: AppendInput & { expectedVersion: number },
  now: Date = new Date(),
): D1PreparedStatement[] {
  return toStoredEvents(input, input.expectedVersion, now).flatMap((event) =>
    statementsFor(db, projector, event),
  );
}

/**
 * Appends at a known version and runs `read` in the same batch, after the projections:
 * the command gets the read model as its own append left it, with no second round trip.
 * Returns the read's first row (null when it finds none).
 * @throws the same errors as appendToStream.
 */
export async function appendAndRead<Row>(
  db: D1Database,
  projector: Projector,
  input: AppendInput & { expectedVersion: number },
  read: D1PreparedStatement,
  now: Date = new Date(),
): Promise<Row | null> {
  const statements = prepareAppend(db, projector, input, now);
  try {
    const results = await db.batch<Row>([...statements, read]);
    return results.at(-1)?.results[0] ?? null;
  } catch (error) {
    throw mapAppendError(error, [input]);
  }
}

/** Turns a failed batch holding prepared appends into the store's typed errors. */
export function toAppendError(error: unknown, inputs: AppendInput[]): Error {
  return mapAppendError(error, inputs);
}

/** Every event of one stream, oldest first (empty for an unknown stream). */
export async function readStream(db: D1Database, streamId: string): Promise<StoredEvent[]> {
  const { results } = await db
    .prepare('SELECT * FROM events WHERE stream_id = ? ORDER BY version')
    .bind(streamId)
    .all<EventRow>();
  return results.map(rowToStoredEvent);
}

/** The stream's current version: 0 when it has no events. */
export async function streamVersion(db: D1Database, streamId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COALESCE(MAX(version), 0) AS version FROM events WHERE stream_id = ?')
    .bind(streamId)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

async function resolveVersions(db: D1Database, inputs: AppendInput[]): Promise<number[]> {
  return Promise.all(
    inputs.map((input) =>
      input.expectedVersion === 'any'
        ? streamVersion(db, input.streamId)
        : Promise.resolve(input.expectedVersion),
    ),
  );
}

function toStoredEvents(input: AppendInput, fromVersion: number, now: Date): StoredEvent[] {
  if (!Number.isInteger(fromVersion) || fromVersion < 0) {
    throw new InvalidEventError(input.streamId, 'expectedVersion must be a whole number ≥ 0.');
  }
  return input.events.map((event, i) => {
    if (!isEventType(event.type)) throw new InvalidEventError(event.type, 'unknown event type');
    const expectedStream = EVENT_SCHEMAS[event.type].streamType;
    if (expectedStream !== input.streamType) {
      throw new InvalidEventError(event.type, `belongs to ${expectedStream} streams`);
    }
    const parsed = parseEventPayload(event.type, event.payload);
    if (!parsed.ok) throw new InvalidEventError(event.type, parsed.message);
    return {
      streamId: input.streamId,
      streamType: input.streamType,
      version: fromVersion + i + 1,
      type: event.type,
      // What the projector sees now must be exactly what a replay will read back.
      payload: JSON.parse(JSON.stringify(parsed.payload)),
      actorId: input.actorId,
      occurredAt: event.occurredAt ?? now.toISOString(),
    } as StoredEvent;
  });
}

function statementsFor(
  db: D1Database,
  projector: Projector,
  event: StoredEvent,
): D1PreparedStatement[] {
  const insert = db
    .prepare(INSERT_EVENT)
    .bind(
      event.streamId,
      event.streamType,
      event.version,
      event.type,
      JSON.stringify(event.payload),
      event.actorId,
      event.occurredAt,
    );
  return [insert, ...projector(db, event)];
}

function mapAppendError(error: unknown, inputs: AppendInput[]): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('concurrency_conflict') || message.includes('events.stream_id')) {
    const first = inputs[0];
    return new ConcurrencyConflictError(first?.streamId ?? '', first?.expectedVersion ?? 0);
  }
  if (message.includes('stream_type_mismatch')) {
    return new InvalidEventError(inputs[0]?.streamType ?? '', 'stream has another type');
  }
  if (message.includes('projects.slug')) return new SlugTakenError();
  return error instanceof Error ? error : new Error(message);
}
