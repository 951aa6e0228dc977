import type { ProjectStatus } from '../../shared/api';
import type { Role } from '../../shared/constants';

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
  | { type: 'project.markFailed'; actor: LifecycleActor };

export type LifecycleCommand = LifecycleEvent['type'];

/** The machine's state names, camelCase, one per `ProjectStatus`. */
export type LifecycleStateValue =
  'draft' | 'inReview' | 'changesRequested' | 'active' | 'rejected' | 'funded' | 'failed';

export type { ProjectStatus };
