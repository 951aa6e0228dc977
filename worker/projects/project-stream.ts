import { replayLifecycle } from '../../machines/project-lifecycle';
import { readStream, type StoredEvent } from '../event-store';
import { projectNotFound } from './errors';

/** A project's stream, replayed: its owner, lifecycle snapshot and current version. */
export interface LoadedProject {
  id: string;
  ownerId: string;
  lifecycle: ReturnType<typeof replayLifecycle>;
  version: number;
  events: StoredEvent[];
}

/**
 * Loads a project stream and rebuilds its lifecycle state from the facts. An unknown id
 * (or a stream that is not a project) is "not found".
 */
export async function loadProject(db: D1Database, id: string): Promise<LoadedProject> {
  const events = await readStream(db, id);
  const first = events[0];
  if (!first || first.type !== 'project.drafted') throw projectNotFound();
  return {
    id,
    ownerId: first.payload.creatorId,
    lifecycle: replayLifecycle(first.payload.creatorId, events),
    version: events.at(-1)?.version ?? 0,
    events,
  };
}
