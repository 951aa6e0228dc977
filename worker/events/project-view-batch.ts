/**
 * Project views are counted off the request path. `GET /api/projects/:slug` only queues
 * the view (who asked, for which project, when) and hands the counting to
 * `ctx.waitUntil`, so the answer never waits for D1 and a burst of requests costs one
 * batched write rather than one write each. The rule of project-view.ts is unchanged:
 * once per visitor per project per UTC day, each counted view the first event of its own
 * stream. The isolate remembers the streams it has seen today, so a visitor's repeats
 * cost no query at all; another isolate that counts the same visitor meets the stream's
 * version 0 and counts nothing, as before.
 */
import { appendToStreams } from '../event-store';
import { knownViewStreamId, recordProjectView, viewStreamId, type Visitor } from './project-view';

/**
 * A view waiting to be counted. The visitor is known (an anonymous address and browser),
 * or resolved off the path (a signed-in visitor's token is checked then).
 */
export interface QueuedView {
  projectId: string;
  visitor: Visitor | (() => Promise<Visitor>);
  at: Date;
}

/** Views counted in one D1 batch at most (3 statements each). */
const BATCH = 40;
/** Stream ids remembered as counted; cleared when full (a repeat then costs one read). */
const REMEMBERED = 50_000;

const queue: QueuedView[] = [];
const seen = new Set<string>();
let draining: Promise<void> | null = null;

function remember(streamId: string): void {
  if (seen.size >= REMEMBERED) seen.clear();
  seen.add(streamId);
}

interface Resolved {
  view: QueuedView;
  visitor: Visitor;
  streamId: string;
}

async function countBatch(db: D1Database, views: QueuedView[]): Promise<void> {
  const resolved = new Map<string, Resolved>();
  for (const view of views) {
    const visitor = typeof view.visitor === 'function' ? await view.visitor() : view.visitor;
    const streamId = await viewStreamId(db, view.projectId, visitor, view.at);
    if (!seen.has(streamId) && !resolved.has(streamId)) {
      resolved.set(streamId, { view, visitor, streamId });
    }
  }
  if (resolved.size === 0) return;
  const ids = [...resolved.keys()];
  const { results } = await db
    .prepare(
      `SELECT stream_id FROM events WHERE version = 1 AND stream_id IN (${ids.map(() => '?').join(', ')})`,
    )
    .bind(...ids)
    .all<{ stream_id: string }>();
  for (const row of results) {
    remember(row.stream_id);
    resolved.delete(row.stream_id);
  }
  const fresh = [...resolved.values()];
  if (fresh.length === 0) return;
  try {
    await appendToStreams(
      db,
      fresh.map(({ view, streamId }) => ({
        streamId,
        streamType: 'project-views',
        expectedVersion: 0,
        actorId: null,
        events: [
          {
            type: 'project.viewed',
            payload: { projectId: view.projectId, count: 1 },
            occurredAt: view.at.toISOString(),
          },
        ],
      })),
    );
    fresh.forEach(({ streamId }) => remember(streamId));
  } catch {
    // One view in the batch failed (another isolate counted it, or storage refused):
    // count each alone, so the others are not lost and a failure is logged per view.
    for (const { view, visitor, streamId } of fresh) {
      const outcome = await recordProjectView(db, view.projectId, visitor, view.at);
      if (outcome !== 'failed') remember(streamId);
    }
  }
}

async function drain(db: D1Database): Promise<void> {
  while (queue.length > 0) {
    const views = queue.splice(0, BATCH);
    try {
      await countBatch(db, views);
    } catch (error) {
      // Resolving a visitor or reading the events failed: nothing of this batch counted.
      for (const view of views) {
        console.error(
          JSON.stringify({
            event: 'project_view_not_counted',
            projectId: view.projectId,
            day: view.at.toISOString().slice(0, 10),
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    }
  }
}

function startDrain(db: D1Database): void {
  draining = drain(db).finally(() => {
    draining = null;
    // A view queued after the loop's last look, before this ran, starts the next drain.
    if (queue.length > 0) startDrain(db);
  });
}

/**
 * Queues one view and returns a promise that resolves once it is counted (give it to
 * `ctx.waitUntil`). One drain runs at a time per isolate; views queued meanwhile join
 * its next batch. A known visitor's repeat of a view this isolate counted today is not
 * queued at all (null: nothing to wait for), so the busiest case, a page reloaded or
 * polled, costs two map look-ups.
 */
export function queueProjectView(db: D1Database, view: QueuedView): Promise<void> | null {
  if (typeof view.visitor !== 'function') {
    const streamId = knownViewStreamId(view.projectId, view.visitor, view.at);
    if (streamId !== null && seen.has(streamId)) return null;
  }
  queue.push(view);
  if (!draining) startDrain(db);
  return projectViewsSettled();
}

/** Resolves when every queued view has been counted (or its failure logged). */
export async function projectViewsSettled(): Promise<void> {
  while (draining) await draining;
}
