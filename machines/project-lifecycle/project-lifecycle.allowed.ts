import type { ProjectStatus } from '../../shared/api';
import { lifecycleSnapshotOf, type LifecycleSnapshot } from './project-lifecycle.replay';
import { LIFECYCLE_COMMANDS } from './project-lifecycle.tables';
import type { LifecycleActor, LifecycleCommand, LifecycleEvent } from './project-lifecycle.types';

/**
 * The command as the machine would receive it, with a stand-in note or reason: the
 * question is whether this actor may take the step at all, not whether a text is filled.
 */
function probe(type: LifecycleCommand, actor: LifecycleActor): LifecycleEvent {
  if (type === 'project.requestChanges') return { type, actor, note: 'probe' };
  if (type === 'project.reject') return { type, actor, reason: 'probe' };
  return { type, actor };
}

/**
 * The lifecycle commands `actor` may send in this state (edit, submit, approve, ...),
 * as the machine decides them: what the web shows as buttons and the worker accepts.
 */
export function allowedCommands(
  snapshot: LifecycleSnapshot,
  actor: LifecycleActor,
): LifecycleCommand[] {
  return LIFECYCLE_COMMANDS.filter((type) => snapshot.can(probe(type, actor)));
}

/** `allowedCommands` for a project as a read model row shows it (status + owner). */
export function allowedCommandsFor(
  project: { status: ProjectStatus; creatorId: string },
  actor: LifecycleActor,
): LifecycleCommand[] {
  return allowedCommands(lifecycleSnapshotOf(project), actor);
}
