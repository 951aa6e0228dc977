import { projectDraftSchema, projectEditSchema } from '../../shared/schemas/project-draft';
import { appendProjectEvents, isSlugTaken, slugTaken } from './append';
import { lifecycleActor, type CommandCaller } from './caller';
import {
  CommandRefusedError,
  invalidTransition,
  parseOrRefuse,
  projectNotFound,
  staleVersion,
} from './command-error';
import { changedDetails, currentDetails, detailsOfDraft } from './project-details';
import { loadProject } from './project-stream';

/**
 * Loads a project the caller owns. Anyone else is told it does not exist, so an
 * unpublished project's existence never leaks.
 */
async function loadOwnProject(db: D1Database, caller: CommandCaller, id: string) {
  const project = await loadProject(db, id);
  if (project.ownerId !== caller.id) throw projectNotFound();
  return project;
}

/** Creates a draft owned by the caller; returns its id. */
export async function draftProject(
  db: D1Database,
  caller: CommandCaller,
  input: unknown,
  now: Date,
): Promise<string> {
  const details = detailsOfDraft(parseOrRefuse(projectDraftSchema(now), input));
  if (await isSlugTaken(db, details.slug)) throw slugTaken();
  const id = crypto.randomUUID();
  await appendProjectEvents(db, {
    streamId: id,
    expectedVersion: 0,
    actorId: caller.id,
    events: [
      {
        type: 'project.drafted',
        payload: { ...details, creatorId: caller.id, creatorName: caller.name },
      },
    ],
  });
  return id;
}

/**
 * Saves the form over a draft or a project with changes requested. The caller sends
 * the version they edited: if someone saved in between, this save is refused (409).
 */
export async function editProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  input: unknown,
  now: Date,
): Promise<void> {
  const project = await loadOwnProject(db, caller, id);
  const { version, ...draft } = parseOrRefuse(projectEditSchema(now), input);
  const allowed = project.lifecycle.can({ type: 'project.edit', actor: lifecycleActor(caller) });
  if (!allowed) {
    throw invalidTransition('Only a draft or a project with changes requested can be edited.');
  }
  if (version !== project.version) throw staleVersion();
  const next = detailsOfDraft(draft);
  if (await isSlugTaken(db, next.slug, id)) throw slugTaken();
  const changes = changedDetails(currentDetails(project.events), next);
  if (Object.keys(changes).length === 0) return;
  await appendProjectEvents(db, {
    streamId: id,
    expectedVersion: version,
    actorId: caller.id,
    events: [{ type: 'project.details_edited', payload: changes }],
  });
}

/**
 * Publish: sends a draft (or a fixed project) to the admins' review queue. A second
 * submit finds it already in review and is refused, so it records exactly one event.
 */
export async function submitProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  now: Date,
): Promise<void> {
  const project = await loadOwnProject(db, caller, id);
  const allowed = project.lifecycle.can({ type: 'project.submit', actor: lifecycleActor(caller) });
  if (!allowed) {
    throw invalidTransition(
      project.lifecycle.value === 'inReview'
        ? 'This project is already in review.'
        : 'Only a draft or a project with changes requested can be submitted.',
    );
  }
  // A draft can wait a long time; a raise that would already be over cannot be reviewed.
  const endDate = currentDetails(project.events).endDate;
  if (endDate && new Date(endDate).getTime() <= now.getTime()) {
    throw new CommandRefusedError(422, 'validation_failed', 'Check the highlighted fields.', {
      endDate: 'The end date has passed. Edit the project to choose a new one, then publish it.',
    });
  }
  await appendProjectEvents(db, {
    streamId: id,
    expectedVersion: project.version,
    actorId: caller.id,
    events: [{ type: 'project.submitted', payload: {} }],
  });
}
