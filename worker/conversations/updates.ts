import type {
  PostUpdateRequest,
  UpdatePostedResponse,
  UpdatesResponse,
  UpdateView,
} from '../../shared/conversations/api';
import type { Role } from '../../shared/constants';
import type { UpdateAudience, UpdateMetrics } from '../../shared/reporting/update-metrics';
import type { CommandCaller } from '../projects/caller';
import { appendWith } from './append';
import type { CommandContext } from './context';
import { notFound, projectClosed } from './errors';
import { decodeCursor, pageOf, DEFAULT_PAGE_SIZE } from './paging';
import { projectById, type ProjectRef } from './project-ref';
import { enforceRateLimit } from './rate-limit';

/** Updates a project may post per hour: each one mails every follower and backer. */
const UPDATES_PER_HOUR = 5;

interface UpdateRow {
  id: string;
  title: string;
  content: string;
  posted_at: string;
  metrics: string | null;
  audience: UpdateAudience;
}

/** The update as `canReadBackersOnly` may see it: a locked one shows only that it exists. */
function toView(row: UpdateRow, canReadBackersOnly: boolean): UpdateView {
  const locked = row.audience === 'backers' && !canReadBackersOnly;
  return {
    id: row.id,
    title: row.title,
    content: locked ? '' : row.content,
    date: row.posted_at,
    ...(row.metrics && !locked ? { metrics: JSON.parse(row.metrics) as UpdateMetrics } : {}),
    audience: row.audience,
    locked,
  };
}

/** Who reads a project's updates: signed out (null), or a caller with their role. */
export interface UpdateReader {
  id: string;
  role: Role | null;
}

/**
 * Whether `reader` may read the project's backers-only updates: its founder, an admin,
 * or a backer (the holder of a live or settled commitment, or of a seeded investment
 * not refunded).
 */
export async function readsBackersOnly(
  db: D1Database,
  project: ProjectRef,
  reader: UpdateReader | null,
): Promise<boolean> {
  if (!reader) return false;
  if (reader.role === 'admin' || reader.id === project.creatorId) return true;
  const row = await db
    .prepare(
      `SELECT 1 AS yes FROM commitments WHERE project_id = ?1 AND investor_id = ?2
         AND status IN ('committed', 'reconfirmation_required', 'settled')
       LIMIT 1`,
    )
    .bind(project.id, reader.id)
    .first<{ yes: number }>();
  return row !== null;
}

/** The caller's own project, or "not found" (checked before the body is even read). */
export async function ownProject(
  db: D1Database,
  callerId: string,
  projectId: string,
): Promise<ProjectRef> {
  const project = await projectById(db, projectId);
  if (!project || project.creatorId !== callerId) throw notFound('Project');
  return project;
}

/**
 * The founder posts an update to a live or funded project: it shows on the Updates tab,
 * and its followers and backers get a notification and an email, all in one batch.
 */
export async function postUpdate(
  db: D1Database,
  caller: CommandCaller,
  projectId: string,
  input: PostUpdateRequest,
  ctx: CommandContext,
): Promise<UpdatePostedResponse> {
  const project = await ownProject(db, caller.id, projectId);
  if (project.status !== 'active' && project.status !== 'funded') {
    throw projectClosed('Updates can be posted only to a live or funded project.');
  }
  await enforceRateLimit(
    {
      noun: 'updates per project',
      max: UPDATES_PER_HOUR,
      windowMinutes: 60,
      recent: (since) =>
        db
          .prepare(
            `SELECT posted_at AS created_at FROM project_updates
             WHERE project_id = ? AND posted_at > ? ORDER BY posted_at`,
          )
          .bind(project.id, since),
    },
    ctx.now,
    ctx.setHeader,
  );
  const updateId = crypto.randomUUID();
  const row = await appendWith<UpdateRow & { notified: number }>(
    db,
    {
      streamId: project.id,
      streamType: 'project',
      actorId: caller.id,
      events: [
        {
          type: 'project.update_posted',
          payload: {
            updateId,
            title: input.title,
            content: input.content,
            ...(input.metrics ? { metrics: input.metrics } : {}),
            ...(input.audience ? { audience: input.audience } : {}),
          },
        },
      ],
    },
    // Each follower's and backer's mail is queued by the update's projection (worker/notify).
    [],
    db
      .prepare(
        `SELECT u.*, (SELECT COUNT(*) FROM notifications
           WHERE kind = 'update' AND subject_id = u.id) AS notified
         FROM project_updates u WHERE u.id = ?`,
      )
      .bind(updateId),
  );
  if (!row) throw new Error('project_updates: no row after its append');
  return { update: toView(row, true), notified: row.notified };
}

/** A project's updates, newest first, paged; backers-only ones locked unless `reader` may read them. */
export async function updatesPage(
  db: D1Database,
  project: ProjectRef,
  query: { limit?: number; cursor?: string },
  reader: UpdateReader | null = null,
): Promise<UpdatesResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor);
  const { results } = await db
    .prepare(
      `SELECT id, title, content, posted_at, metrics, audience FROM project_updates
       WHERE project_id = ?1
         AND (?2 IS NULL OR posted_at < ?2 OR (posted_at = ?2 AND id < ?3))
       ORDER BY posted_at DESC, id DESC LIMIT ?4`,
    )
    .bind(project.id, cursor?.at ?? null, cursor?.id ?? '', limit + 1)
    .all<UpdateRow>();
  const page = pageOf(results, limit, (row) => ({ at: row.posted_at, id: row.id }));
  const canRead = page.rows.some((row) => row.audience === 'backers')
    ? await readsBackersOnly(db, project, reader)
    : false;
  return { updates: page.rows.map((row) => toView(row, canRead)), nextCursor: page.nextCursor };
}
