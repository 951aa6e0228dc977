/**
 * The disclosures commands (docs/before-the-raise.md#disclosures): the founder saves the
 * parts, uploads the financial statements, and a submission for review is refused while
 * a part is missing. Each appends to `disclosures:<projectId>` at the version it read;
 * after going live each change is material (./material-change.ts).
 */
import { DISCLOSURE_PART_LABELS, type DisclosureParts } from '../../shared/disclosures/schema';
import type { StatementTier } from '../../shared/disclosures/thresholds';
import { STATEMENT_TIER_LABELS } from '../../shared/disclosures/thresholds';
import { prepareAppend, toAppendError, type AppendInput, type NewEvent } from '../event-store';
import { ApiError } from '../http/api-error';
import { constraintOf } from '../investing/refusals';
import { materialChangeOf } from './material-change';
import { disclosuresStreamId } from './projection';
import { checklistOf, findDisclosures, partsOf } from './queries';

/** Statuses in which the founder may change the disclosures. */
const EDITABLE = new Set(['draft', 'changes_requested', 'active']);

export interface CommandContext {
  now: Date;
  /** My Investments, for the reconfirmation mail's link. */
  portfolioUrl: string;
}

async function editableProject(db: D1Database, creatorId: string, projectId: string) {
  const project = await db
    .prepare('SELECT creator_id, status FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ creator_id: string; status: string }>();
  if (!project || project.creator_id !== creatorId) {
    throw new ApiError(404, 'not_found', 'Project not found.');
  }
  if (project.status === 'in_review') {
    throw new ApiError(
      409,
      'in_review',
      'The project is in review: the disclosures can change once the review asks for changes or approves it.',
    );
  }
  if (!EDITABLE.has(project.status)) {
    throw new ApiError(409, 'raise_over', 'The disclosures of a closed offering cannot change.');
  }
}

const stale = () =>
  new ApiError(409, 'conflict', 'The disclosures changed meanwhile. Reload them and try again.');

/** Appends `event` with the material change's asks, all in one batch. */
async function record(
  db: D1Database,
  input: { projectId: string; actorId: string; version: number; at: Date; changes: string[] },
  context: CommandContext,
  eventOf: (material: boolean, reconfirmBy: string | null) => NewEvent,
) {
  const at = input.at.toISOString();
  const change = await materialChangeOf(db, {
    projectId: input.projectId,
    actorId: input.actorId,
    at,
    changes: input.changes,
    link: context.portfolioUrl,
  });
  const appends: (AppendInput & { expectedVersion: number })[] = [
    {
      streamId: disclosuresStreamId(input.projectId),
      streamType: 'disclosures',
      expectedVersion: input.version,
      actorId: input.actorId,
      events: [{ ...eventOf(change.material, change.reconfirmBy), occurredAt: at }],
    },
    ...change.appends,
  ];
  try {
    await db.batch([
      ...appends.flatMap((append) => prepareAppend(db, append, input.at)),
      ...change.notices,
    ]);
  } catch (error) {
    if (constraintOf(error) === 'stream_version') throw stale();
    throw toAppendError(error, appends);
  }
  return {
    material: change.material,
    reconfirmBy: change.reconfirmBy,
    reconfirmations: change.appends.length,
  };
}

/** The parts whose saved value differs. */
function changedParts(previous: DisclosureParts, next: DisclosureParts): string[] {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<
    keyof DisclosureParts
  >;
  return [...keys].filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]));
}

/** Saves the founder's disclosures (the whole document) at the version they edited. */
export async function saveDisclosures(
  db: D1Database,
  creatorId: string,
  projectId: string,
  input: { parts: DisclosureParts; version: number },
  context: CommandContext,
) {
  await editableProject(db, creatorId, projectId);
  const row = await findDisclosures(db, projectId);
  if ((row?.version ?? 0) !== input.version) throw stale();
  const changed = changedParts(partsOf(row), input.parts);
  if (changed.length === 0)
    return { changed: false, material: false, reconfirmBy: null, reconfirmations: 0 };
  const lines = changed.map(
    (key) =>
      `${DISCLOSURE_PART_LABELS[key as keyof typeof DISCLOSURE_PART_LABELS] ?? key}: updated`,
  );
  const result = await record(
    db,
    { projectId, actorId: creatorId, version: input.version, at: context.now, changes: lines },
    context,
    (material, reconfirmBy) => ({
      type: 'disclosures.saved',
      payload: { projectId, parts: input.parts, changed, material, reconfirmBy },
    }),
  );
  return { changed: true, ...result };
}

/** Records an uploaded statements PDF (already stored under `objectName`). */
export async function recordStatement(
  db: D1Database,
  creatorId: string,
  projectId: string,
  statement: {
    tier: StatementTier;
    fileName: string;
    objectName: string;
    sizeBytes: number;
    periodEnd: string;
  },
  context: CommandContext,
) {
  await editableProject(db, creatorId, projectId);
  const row = await findDisclosures(db, projectId);
  const line = `Financial statements: ${STATEMENT_TIER_LABELS[statement.tier]} (${statement.fileName}, to ${statement.periodEnd})`;
  return record(
    db,
    { projectId, actorId: creatorId, version: row?.version ?? 0, at: context.now, changes: [line] },
    context,
    (material, reconfirmBy) => ({
      type: 'disclosures.statement_uploaded',
      payload: { projectId, ...statement, material, reconfirmBy },
    }),
  );
}

/**
 * Refuses a submission for review while a part is missing (422, each missing part named
 * under `disclosures.<part>`): docs/before-the-raise.md#disclosures.
 */
export async function refuseIncompleteDisclosures(db: D1Database, projectId: string) {
  const { checklist } = await checklistOf(db, projectId);
  const missing = checklist.filter((item) => !item.complete);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(
    missing.map((item) => [`disclosures.${item.part}`, item.problem ?? 'Missing.']),
  );
  const names = missing.map((item) => DISCLOSURE_PART_LABELS[item.part].toLowerCase());
  throw new ApiError(
    422,
    'disclosures_incomplete',
    `Complete the disclosures before submitting for review: ${names.join(', ')}.`,
    fields,
  );
}
