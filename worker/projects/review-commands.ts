import type { LifecycleEvent } from '../../machines/project-lifecycle';
import { reviewNoteSchema, reviewReasonSchema } from '../../shared/schemas/project-review';
import { appendProjectEvents } from './append';
import { lifecycleActor, type CommandCaller } from './caller';
import { invalidTransition, parseOrRefuse, projectNotFound } from './command-error';
import { loadProject } from './project-stream';

const NOT_IN_REVIEW = 'Only a project in review can be reviewed. Reload the review queue.';

async function review(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  command: LifecycleEvent,
  event:
    | { type: 'project.approved'; payload: Record<string, never> }
    | { type: 'project.changes_requested'; payload: { note: string } }
    | { type: 'project.rejected'; payload: { reason: string } },
) {
  const project = await loadProject(db, id);
  // A draft is still private to its creator: admins only ever see submitted projects.
  if (project.lifecycle.value === 'draft') throw projectNotFound();
  if (!project.lifecycle.can(command)) throw invalidTransition(NOT_IN_REVIEW);
  await appendProjectEvents(db, {
    streamId: id,
    expectedVersion: project.version,
    actorId: caller.id,
    events: [event],
  });
}

/** Approves a project in review: it goes live on Discover. */
export async function approveProject(db: D1Database, caller: CommandCaller, id: string) {
  await review(
    db,
    caller,
    id,
    { type: 'project.approve', actor: lifecycleActor(caller) },
    { type: 'project.approved', payload: {} },
  );
}

/** Sends a project back to its creator with a note of what to change. */
export async function requestChanges(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  input: unknown,
) {
  const { note } = parseOrRefuse(reviewNoteSchema, input);
  await review(
    db,
    caller,
    id,
    { type: 'project.requestChanges', actor: lifecycleActor(caller), note },
    { type: 'project.changes_requested', payload: { note } },
  );
}

/** Turns a project down for good, with the reason the creator will read. */
export async function rejectProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  input: unknown,
) {
  const { reason } = parseOrRefuse(reviewReasonSchema, input);
  await review(
    db,
    caller,
    id,
    { type: 'project.reject', actor: lifecycleActor(caller), reason },
    { type: 'project.rejected', payload: { reason } },
  );
}
