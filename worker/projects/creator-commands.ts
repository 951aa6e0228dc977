import { CREATION_FACT } from '../../machines/project-lifecycle';
import {
  earliestEndDate,
  endDateTooSoonMessage,
  keepsOfferingWindow,
} from '../../shared/offering/offering-window';
import type { ManagedProject, ProjectDraft } from '../../shared/schemas/project-draft';
import { lifecycleActor, type CommandCaller } from './caller';
import { appendProjectFact, runProjectCommand } from './command-runner';
import { fieldRefused, slugTaken } from './errors';
import { changedDetails, currentDetails, detailsOfDraft } from './project-details';
import type { LoadedProject } from './project-stream';
import { refuseForeignProjectImages } from '../storage/project-folder';
import { refuseIncompleteDisclosures } from '../disclosures/commands';

/** True when another project than `exceptId` already has this slug. */
async function isSlugTaken(db: D1Database, slug: string, exceptId?: string) {
  const row = await db
    .prepare('SELECT id FROM projects WHERE slug = ? AND id <> ?')
    .bind(slug, exceptId ?? '')
    .first<{ id: string }>();
  return row !== null;
}

/** Only the owner may know an unpublished project exists. */
const ownedBy = (caller: CommandCaller) => (project: LoadedProject) =>
  project.ownerId === caller.id;

/** Creates a draft owned by the caller (the form already validated); returns it. */
export async function draftProject(
  db: D1Database,
  caller: CommandCaller,
  draft: ProjectDraft,
): Promise<ManagedProject> {
  refuseForeignProjectImages(null, draft);
  const details = detailsOfDraft(draft);
  if (await isSlugTaken(db, details.slug)) throw slugTaken();
  return appendProjectFact(db, {
    streamId: crypto.randomUUID(),
    expectedVersion: 0,
    actorId: caller.id,
    event: {
      type: CREATION_FACT,
      payload: { ...details, creatorId: caller.id, creatorName: caller.name },
    },
  });
}

/**
 * Saves the form over a draft or a project with changes requested. The caller sends
 * the version they edited: if someone saved in between, this save is refused (409).
 */
export async function editProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  input: ProjectDraft & { version: number },
): Promise<ManagedProject> {
  const { version, ...draft } = input;
  refuseForeignProjectImages(id, draft);
  return runProjectCommand(db, {
    projectId: id,
    actorId: caller.id,
    command: { type: 'project.edit', actor: lifecycleActor(caller) },
    visible: ownedBy(caller),
    refusal: () => 'Only a draft or a project with changes requested can be edited.',
    expectedVersion: version,
    decide: async (project) => {
      const next = detailsOfDraft(draft);
      if (await isSlugTaken(db, next.slug, id)) throw slugTaken();
      const changes = changedDetails(currentDetails(project.events), next);
      return Object.keys(changes).length === 0 ? null : changes;
    },
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
): Promise<ManagedProject> {
  return runProjectCommand(db, {
    projectId: id,
    actorId: caller.id,
    command: { type: 'project.submit', actor: lifecycleActor(caller) },
    visible: ownedBy(caller),
    refusal: (project) =>
      project.lifecycle.value === 'inReview'
        ? 'This project is already in review.'
        : 'Only a draft or a project with changes requested can be submitted.',
    decide: async (project) => {
      // A draft can wait a long time: its end date must still leave the offering window
      // (21 days public, shared/offering/offering-window.ts) counted from now.
      const endDate = currentDetails(project.events).endDate;
      const clock = { publicSince: null, now: now.toISOString() };
      if (endDate && !keepsOfferingWindow(endDate, clock)) {
        const passed =
          new Date(endDate).getTime() <= now.getTime() ? 'The end date has passed. ' : '';
        throw fieldRefused(
          'endDate',
          `${passed}${endDateTooSoonMessage(earliestEndDate(clock))} Edit the project to choose a new end date, then publish it.`,
        );
      }
      // The disclosures (the Form C content) are complete (docs/before-the-raise.md#disclosures).
      await refuseIncompleteDisclosures(db, id);
      return {};
    },
  });
}
