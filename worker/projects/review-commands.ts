import type { LifecycleEvent } from '../../machines/project-lifecycle';
import type { ManagedProject } from '../../shared/schemas/project-draft';
import { lifecycleActor, type CommandCaller } from './caller';
import { runProjectCommand } from './command-runner';

type Verdict =
  | { type: 'project.approve' }
  | { type: 'project.requestChanges'; note: string }
  | { type: 'project.reject'; reason: string };

/**
 * An admin's verdict on a project in review: approve (it goes live on Discover), request
 * changes with a note, or reject with a reason the creator will read. The note or reason
 * is the recorded fact's payload.
 */
export function reviewProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  verdict: Verdict,
): Promise<ManagedProject> {
  const command = { ...verdict, actor: lifecycleActor(caller) } as LifecycleEvent;
  return runProjectCommand(db, {
    projectId: id,
    actorId: caller.id,
    command,
    // A draft is still private to its creator: admins only ever see submitted projects.
    visible: (project) => project.lifecycle.value !== 'draft',
    refusal: () => 'Only a project in review can be reviewed. Reload the review queue.',
    decide: () => {
      if (verdict.type === 'project.requestChanges') return { note: verdict.note };
      if (verdict.type === 'project.reject') return { reason: verdict.reason };
      return {};
    },
  });
}
