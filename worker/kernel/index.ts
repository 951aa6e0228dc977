/** The event store's public API (see store.ts). */
export {
  appendToStream,
  appendToStreams,
  prepareAppend,
  readStream,
  streamVersion,
  toAppendError,
} from './store';
export { ConcurrencyConflictError, InvalidEventError, SlugTakenError } from './errors';
export { recordProjectView } from '../events/project-view';
export { userJoinedStatements } from '../events/user-joined';
export type { AppendInput, NewEvent, StoredEvent } from './types';
