import type { ProjectStatus } from '../../shared/api';
import { projectLifecycleMachine } from './project-lifecycle.machine';
import { lifecycleStateOf } from './project-lifecycle.status';
import type { LifecycleCommand, LifecycleStateValue } from './project-lifecycle.types';

/** The lifecycle facts of a project stream, as the event store records them. */
export type LifecycleFactType =
  | 'project.drafted'
  | 'project.details_edited'
  | 'project.submitted'
  | 'project.changes_requested'
  | 'project.approved'
  | 'project.rejected'
  | 'project.funded'
  | 'project.failed';

export interface LifecycleFact {
  type: string;
  payload?: unknown;
}

/**
 * Where each recorded fact leaves the lifecycle; `null` keeps the state (an edit).
 * Facts are history, already checked when they were recorded, so replay does not
 * re-run the guards (seeded or settled facts have actors the guards would not know).
 */
export const STATE_AFTER_FACT: Record<LifecycleFactType, LifecycleStateValue | null> = {
  'project.drafted': 'draft',
  'project.details_edited': null,
  'project.submitted': 'inReview',
  'project.changes_requested': 'changesRequested',
  'project.approved': 'active',
  'project.rejected': 'rejected',
  'project.funded': 'funded',
  'project.failed': 'failed',
};

/** The fact each allowed command records in the project's stream. */
export const FACT_OF_COMMAND = {
  'project.edit': 'project.details_edited',
  'project.submit': 'project.submitted',
  'project.approve': 'project.approved',
  'project.requestChanges': 'project.changes_requested',
  'project.reject': 'project.rejected',
  'project.markFunded': 'project.funded',
  'project.markFailed': 'project.failed',
} as const satisfies Record<LifecycleCommand, LifecycleFactType>;

function isLifecycleFact(type: string): type is LifecycleFactType {
  return Object.hasOwn(STATE_AFTER_FACT, type);
}

function noteOf(payload: unknown, key: 'note' | 'reason'): string | null {
  if (typeof payload !== 'object' || payload === null || !(key in payload)) return null;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/**
 * Rebuilds a project's lifecycle snapshot from its stream, oldest fact first. Facts
 * that are not lifecycle steps (views, investments) are skipped.
 */
export function replayLifecycle(ownerId: string, facts: readonly LifecycleFact[]) {
  let state: LifecycleStateValue = 'draft';
  let reviewNote: string | null = null;
  for (const fact of facts) {
    if (!isLifecycleFact(fact.type)) continue;
    const next = STATE_AFTER_FACT[fact.type];
    if (fact.type === 'project.changes_requested') reviewNote = noteOf(fact.payload, 'note');
    if (fact.type === 'project.rejected') reviewNote = noteOf(fact.payload, 'reason');
    // A resubmission or an approval closes the review conversation.
    if (fact.type === 'project.submitted' || fact.type === 'project.approved') reviewNote = null;
    if (next) state = next;
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
