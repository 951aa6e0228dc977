/**
 * Appends conversation events with extra statements (mail for the outbox) in the same
 * D1 batch, so a notification and its email exist together or not at all.
 */
import {
  ConcurrencyConflictError,
  prepareAppend,
  streamVersion,
  toAppendError,
  type AppendInput,
} from '../event-store';
import { busy } from './errors';

/** How many times an append at "whatever version is there" re-reads after losing a race. */
const ATTEMPTS = 5;

/**
 * Appends `input` at the stream's current version (these facts never conflict with each
 * other), then runs `extra` and `read` in the same batch. Returns the read's first row.
 * `guard`, when given, checks the read models after the version is read and throws to
 * refuse: a write that lands in between moves the version, so the append conflicts and
 * the guard runs again (one answer per question holds under a double click).
 * @throws ApiError 409 when five writers in a row got there first.
 */
export async function appendWith<Row = unknown>(
  db: D1Database,
  input: Omit<AppendInput, 'expectedVersion'>,
  extra: D1PreparedStatement[] = [],
  read?: D1PreparedStatement,
  guard?: () => Promise<void>,
): Promise<Row | null> {
  for (let attempt = 1; ; attempt += 1) {
    const expectedVersion = await streamVersion(db, input.streamId);
    await guard?.();
    const appended = { ...input, expectedVersion };
    const statements = [...prepareAppend(db, appended), ...extra, ...(read ? [read] : [])];
    try {
      const results = await db.batch<Row>(statements);
      return read ? (results.at(-1)?.results[0] ?? null) : null;
    } catch (error) {
      const mapped = toAppendError(error, [appended]);
      if (mapped instanceof ConcurrencyConflictError) {
        if (attempt < ATTEMPTS) continue;
        throw busy();
      }
      throw mapped;
    }
  }
}
