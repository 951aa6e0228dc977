import { FACT_OF_COMMAND, type LifecycleEvent } from '../../machines/project-lifecycle';
import type { ManagedProject } from '../../shared/schemas/project-draft';
import {
  ConcurrencyConflictError,
  prepareAppend,
  SlugTakenError,
  toAppendError,
  type AppendInput,
} from '../event-store';
import type { NewEvent } from '../kernel/types';
import { invalidTransition, projectNotFound, slugTaken, staleVersion } from './errors';
import { loadProject, type LoadedProject } from './project-stream';
import { findManagedProject, toManagedProject, type ManagedProjectRow } from './queries';

/**
 * Appends one project fact at `expectedVersion` and returns the project row its
 * projection wrote, read in the same D1 batch. A writer that got there first turns into
 * a 409 for this one; a slug taken meanwhile into a field error.
 */
export async function appendProjectFact(
  db: D1Database,
  input: { streamId: string; expectedVersion: number; actorId: string; event: NewEvent },
  /** Other streams' appends that land in the same batch, or not at all. */
  alongside: (AppendInput & { expectedVersion: number })[] = [],
): Promise<ManagedProject> {
  const read = db.prepare('SELECT * FROM projects WHERE id = ?').bind(input.streamId);
  const own: AppendInput & { expectedVersion: number } = {
    streamId: input.streamId,
    streamType: 'project',
    expectedVersion: input.expectedVersion,
    actorId: input.actorId,
    events: [input.event],
  };
  try {
    const appends = [own, ...alongside];
    const statements = appends.flatMap((append) => prepareAppend(db, append));
    let results: D1Result<ManagedProjectRow>[];
    try {
      results = await db.batch<ManagedProjectRow>([...statements, read]);
    } catch (error) {
      throw toAppendError(error, appends);
    }
    const row = results.at(-1)?.results[0];
    if (!row) throw new Error(`projects: ${input.streamId} has no row after its append`);
    return toManagedProject(row);
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) throw staleVersion();
    if (error instanceof SlugTakenError) throw slugTaken();
    throw error;
  }
}

/** One lifecycle command on one project, as a route asks for it. */
export interface ProjectCommand {
  projectId: string;
  actorId: string;
  command: LifecycleEvent;
  /** Whether the caller may know the project exists; anyone else gets a 404. */
  visible: (project: LoadedProject) => boolean;
  /** The 409's message when the lifecycle machine refuses the command. */
  refusal: (project: LoadedProject) => string;
  /** The version the caller edited; a newer stream is a 409 (optimistic concurrency). */
  expectedVersion?: number;
  /**
   * Checks beyond the machine, and the recorded fact's payload; null when the command
   * changes nothing (an edit that saves the same values). Defaults to `{}`.
   */
  decide?: (project: LoadedProject) => Promise<object | null> | object | null;
  /** Appends to other streams that must land in the fact's batch (approval's terms). */
  alongside?: (project: LoadedProject) => Promise<(AppendInput & { expectedVersion: number })[]>;
}

/**
 * The one way a project command runs: load the stream → replay it → let the lifecycle
 * machine decide → append the fact the machine names for the command, at the version
 * read → return the projected row from the same batch.
 */
export async function runProjectCommand(
  db: D1Database,
  spec: ProjectCommand,
): Promise<ManagedProject> {
  const project = await loadProject(db, spec.projectId);
  if (!spec.visible(project)) throw projectNotFound();
  if (!project.lifecycle.can(spec.command)) throw invalidTransition(spec.refusal(project));
  if (spec.expectedVersion !== undefined && spec.expectedVersion !== project.version) {
    throw staleVersion();
  }
  const payload = spec.decide ? await spec.decide(project) : {};
  if (payload === null) {
    const unchanged = await findManagedProject(db, project.id);
    if (!unchanged) throw projectNotFound();
    return unchanged;
  }
  return appendProjectFact(
    db,
    {
      streamId: project.id,
      expectedVersion: project.version,
      actorId: spec.actorId,
      // The store validates the payload against the fact's schema before anything is written.
      event: { type: FACT_OF_COMMAND[spec.command.type], payload } as NewEvent,
    },
    spec.alongside ? await spec.alongside(project) : [],
  );
}
