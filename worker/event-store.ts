/**
 * The app's event store: the kernel (worker/kernel) bound to the projector the worker's
 * composition registers (worker/projections.ts). It knows no domain: domain code appends
 * through here and every domain's projection is registered there, so each domain depends
 * on the store and the store on none of them. An append before the projections are
 * registered throws rather than store an event without its read models.
 */
import * as kernel from './kernel/store';
import type { AppendInput, Projector } from './kernel/types';

export { ConcurrencyConflictError, InvalidEventError, SlugTakenError } from './kernel/errors';
export { readStream, streamVersion, toAppendError } from './kernel/store';
export type { AppendInput, NewEvent, Projector, StoredEvent } from './kernel/types';

let registered: Projector | null = null;

/** Called once by the worker's composition (worker/projections.ts) as it loads. */
export function registerProjector(projector: Projector): void {
  registered = projector;
}

/** The registered projector; throws if the composition was never loaded. */
export function projector(): Projector {
  if (!registered) {
    throw new Error(
      'No projections are registered: import worker/projections.ts before appending events.',
    );
  }
  return registered;
}

/** See kernel/store.ts `appendToStream`. */
export function appendToStream(db: D1Database, input: AppendInput) {
  return kernel.appendToStream(db, projector(), input);
}

/** See kernel/store.ts `appendToStreams`. */
export function appendToStreams(db: D1Database, inputs: AppendInput[], now?: () => Date) {
  return kernel.appendToStreams(db, projector(), inputs, now);
}

/** See kernel/store.ts `prepareAppend`. */
export function prepareAppend(
  db: D1Database,
  input: AppendInput & { expectedVersion: number },
  now?: Date,
) {
  return kernel.prepareAppend(db, projector(), input, now);
}

/** See kernel/store.ts `appendAndRead`. */
export function appendAndRead<Row>(
  db: D1Database,
  input: AppendInput & { expectedVersion: number },
  read: D1PreparedStatement,
  now?: Date,
) {
  return kernel.appendAndRead<Row>(db, projector(), input, read, now);
}
