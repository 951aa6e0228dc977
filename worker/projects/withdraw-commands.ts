import { FACT_OF_COMMAND } from '../../machines/project-lifecycle';
import type { ManagedProject } from '../../shared/schemas/project-draft';
import { ConcurrencyConflictError, appendToStream, type NewEvent } from '../event-store';
import { withdrawLiveOffering, isWithdrawnOffering } from './withdraw-offering';
import type { CloseOptions } from '../closing/settle';
import { lifecycleActor, type CommandCaller } from './caller';
import { runProjectCommand } from './command-runner';
import { WITHDRAW_REFUSAL, invalidTransition, projectNotFound, staleVersion } from './errors';
import { loadProject } from './project-stream';

/**
 * Withdraw, as the project's state makes it (docs/product.md#project-lifecycle): the
 * owner takes a project out of the review queue before a verdict, a draft again
 * (`project.withdrawn`), or ends a live offering before its deadline, every commitment
 * refunded (`project.offering_withdrawn`, worker/projects/withdraw-offering.ts). The
 * lifecycle machine decides which one applies; anyone but the owner gets a 404.
 */
export async function withdrawProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  now: Date = new Date(),
  options: CloseOptions = {},
): Promise<ManagedProject> {
  const project = await loadProject(db, id);
  if (project.ownerId !== caller.id) throw projectNotFound();
  const live = { type: 'project.withdrawOffering', actor: lifecycleActor(caller) } as const;
  if (project.lifecycle.can(live) || isWithdrawnOffering(project)) {
    return withdrawLiveOffering(db, caller, project, now, options);
  }
  return runProjectCommand(db, {
    projectId: id,
    actorId: caller.id,
    command: { type: 'project.withdraw', actor: lifecycleActor(caller) },
    visible: (loaded) => loaded.ownerId === caller.id,
    refusal: () => WITHDRAW_REFUSAL,
  });
}

/**
 * Delete: the owner removes a draft or a rejected project (`project.deleted`). The read
 * model drops the row, so there is no row to answer with; the stream keeps the history.
 * Anyone but the owner is told the project does not exist.
 */
export async function deleteProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
): Promise<{ id: string }> {
  const project = await loadProject(db, id);
  if (project.ownerId !== caller.id) throw projectNotFound();
  const command = { type: 'project.delete', actor: lifecycleActor(caller) } as const;
  if (!project.lifecycle.can(command)) {
    throw invalidTransition('Only a draft or a rejected project can be deleted.');
  }
  try {
    await appendToStream(db, {
      streamId: id,
      streamType: 'project',
      expectedVersion: project.version,
      actorId: caller.id,
      events: [{ type: FACT_OF_COMMAND[command.type], payload: {} } as NewEvent],
    });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) throw staleVersion();
    throw error;
  }
  return { id };
}
