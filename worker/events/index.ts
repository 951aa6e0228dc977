/** The event store's public API (see store.ts). */
export { appendToStream, appendToStreams, readStream, streamVersion } from './store';
export { ConcurrencyConflictError, InvalidEventError, SlugTakenError } from './errors';
export type { AppendInput, NewEvent, StoredEvent } from './types';
