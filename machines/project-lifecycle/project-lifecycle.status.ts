import type { ProjectStatus } from '../../shared/api';
import type { LifecycleStateValue } from './project-lifecycle.types';

const STATE_OF_STATUS = {
  draft: 'draft',
  in_review: 'inReview',
  changes_requested: 'changesRequested',
  active: 'active',
  rejected: 'rejected',
  funded: 'funded',
  failed: 'failed',
} as const satisfies Record<ProjectStatus, LifecycleStateValue>;

const STATUS_OF_STATE = Object.fromEntries(
  Object.entries(STATE_OF_STATUS).map(([status, state]) => [state, status]),
) as Record<LifecycleStateValue, ProjectStatus>;

/** The machine state that stands for a stored `ProjectStatus` ('in_review' → 'inReview'). */
export function lifecycleStateOf(status: ProjectStatus): LifecycleStateValue {
  return STATE_OF_STATUS[status];
}

/** The stored `ProjectStatus` of a machine state ('changesRequested' → 'changes_requested'). */
export function projectStatusOf(state: LifecycleStateValue): ProjectStatus {
  return STATUS_OF_STATE[state];
}
