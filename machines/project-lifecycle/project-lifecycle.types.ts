import type { ProjectStatus } from '../../shared/api';
import type { Role } from '../../shared/constants';
import type { EVENT_SCHEMAS, EventType } from '../../shared/events';

/**
 * Who asks for a lifecycle step. `system` settles live raises at their end date
 * (funded / failed); people never act as it.
 */
export interface LifecycleActor {
  id: string;
  role: Role | 'system';
}

/** What the lifecycle knows beyond its state: whose project it is and the last review word. */
export interface LifecycleContext {
  ownerId: string;
  /** The admin's note (changes requested) or reason (rejected), shown to the creator. */
  reviewNote: string | null;
}

export interface LifecycleInput {
  ownerId: string;
  reviewNote?: string | null;
}

/** The commands of the lifecycle, one per step a person (or the settlement job) can ask for. */
export type LifecycleEvent =
  | { type: 'project.edit'; actor: LifecycleActor }
  | { type: 'project.submit'; actor: LifecycleActor }
  | { type: 'project.approve'; actor: LifecycleActor }
  | { type: 'project.requestChanges'; actor: LifecycleActor; note: string }
  | { type: 'project.reject'; actor: LifecycleActor; reason: string }
  | { type: 'project.markFunded'; actor: LifecycleActor }
  | { type: 'project.markFailed'; actor: LifecycleActor }
  | { type: 'project.withdraw'; actor: LifecycleActor }
  | { type: 'project.withdrawOffering'; actor: LifecycleActor }
  | { type: 'project.delete'; actor: LifecycleActor };

export type LifecycleCommand = LifecycleEvent['type'];

/** The machine's state names, camelCase, one per `ProjectStatus`. */
export type LifecycleStateValue =
  | 'draft'
  | 'inReview'
  | 'changesRequested'
  | 'active'
  | 'rejected'
  | 'funded'
  | 'failed'
  | 'deleted';

export type { ProjectStatus };

/** The event types of project streams, as the event registry in shared/ names them. */
export type ProjectFactType = {
  [K in EventType]: (typeof EVENT_SCHEMAS)[K]['streamType'] extends 'project' ? K : never;
}[EventType];

/** What each state of the machine declares: the status the read model stores for it. */
export interface LifecycleStateMeta {
  status: ProjectStatus;
}

/** What each transition of the machine declares: the fact it records in the stream. */
export interface LifecycleTransitionMeta {
  fact: ProjectFactType;
}
