import {
  appendToStream,
  ConcurrencyConflictError,
  SlugTakenError,
  type AppendInput,
} from '../kernel';
import { CommandRefusedError, staleVersion } from './command-error';

export const SLUG_TAKEN_MESSAGE =
  'Another project already uses a title like this one. Choose a different title.';

export function slugTaken(): CommandRefusedError {
  return new CommandRefusedError(422, 'validation_failed', 'Check the highlighted fields.', {
    title: SLUG_TAKEN_MESSAGE,
  });
}

/**
 * Appends a project's events at the version the command decided on. A writer that got
 * there first turns into a 409 for this one; a slug taken meanwhile into a field error.
 */
export async function appendProjectEvents(
  db: D1Database,
  input: Omit<AppendInput, 'streamType'>,
): Promise<void> {
  try {
    await appendToStream(db, { ...input, streamType: 'project' });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) throw staleVersion();
    if (error instanceof SlugTakenError) throw slugTaken();
    throw error;
  }
}

/** True when another project than `exceptId` already has this slug. */
export async function isSlugTaken(db: D1Database, slug: string, exceptId?: string) {
  const row = await db
    .prepare('SELECT id FROM projects WHERE slug = ? AND id <> ?')
    .bind(slug, exceptId ?? '')
    .first<{ id: string }>();
  return row !== null;
}
