import type { ProjectStatus } from '../../shared/api';
import { isEventType } from '../../shared/events';
import { projectLifecycleMachine } from './project-lifecycle.machine';
import { STEP_OF_FACT, isLifecycleFact, lifecycleStateOf } from './project-lifecycle.tables';
import type { LifecycleStateValue } from './project-lifecycle.types';

export interface LifecycleFact {
  type: string;
  payload?: unknown;
}

/**
 * A stored fact replay does not know: a renamed or removed event type. Replaying past it
 * would silently give the project a wrong state, so replay stops instead.
 */
export class UnknownFactError extends Error {
  constructor(readonly factType: string) {
    super(`projectLifecycle: cannot replay the unknown fact ${factType}`);
    this.name = 'UnknownFactError';
  }
}

function noteOf(payload: unknown, key: 'note' | 'reason'): string | null {
  if (typeof payload !== 'object' || payload === null || !(key in payload)) return null;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/**
 * Rebuilds a project's lifecycle snapshot from its stream, oldest fact first, with the
 * steps derived from the machine (project-lifecycle.tables.ts). Facts are history,
 * already checked when they were recorded, so replay does not re-run the guards (seeded
 * or settled facts have actors the guards would not know). Registered facts that are no
 * lifecycle step (featured, update posted, views) are skipped.
 * @throws UnknownFactError for a fact the event registry does not know.
 */
export function replayLifecycle(ownerId: string, facts: readonly LifecycleFact[]) {
  let state: LifecycleStateValue = 'draft';
  let reviewNote: string | null = null;
  for (const fact of facts) {
    if (!isLifecycleFact(fact.type)) {
      if (isEventType(fact.type)) continue;
      throw new UnknownFactError(fact.type);
    }
    const step = STEP_OF_FACT.get(fact.type);
    if (!step) continue;
    if (step.reviewNote === 'clear') reviewNote = null;
    if (step.reviewNote === 'note' || step.reviewNote === 'reason') {
      reviewNote = noteOf(fact.payload, step.reviewNote);
    }
    if (step.state) state = step.state;
  }
  return projectLifecycleMachine.resolveState({ value: state, context: { ownerId, reviewNote } });
}

/**
 * The lifecycle snapshot of a project as a read model shows it (status + owner), for
 * screens that ask which commands are available without loading the stream.
 */
export function lifecycleSnapshotOf(project: {
  status: ProjectStatus;
  creatorId: string;
  reviewNote?: string | null;
}) {
  return projectLifecycleMachine.resolveState({
    value: lifecycleStateOf(project.status),
    context: { ownerId: project.creatorId, reviewNote: project.reviewNote ?? null },
  });
}

/** A lifecycle snapshot, replayed or read from a row. */
export type LifecycleSnapshot = ReturnType<typeof lifecycleSnapshotOf>;
