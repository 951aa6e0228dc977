/**
 * Project views, counted once per visitor per project per UTC day. Each counted view is
 * the first event of its own stream, `project-views:<projectId>:<day>:<visitor hash>`,
 * appended at version 0: a repeat by the same visitor that day finds the stream taken and
 * counts nothing, and distinct visitors never contend for one stream, so none is lost to
 * retries. The projection of `project.viewed` is unchanged (daily and total counters in
 * the same batch), so the read models still rebuild from the events alone.
 */
import { appendToStream, ConcurrencyConflictError } from '../event-store';

/** Who is viewing: a signed-in user, or an anonymous address and browser. */
export type Visitor =
  { kind: 'user'; id: string } | { kind: 'anonymous'; address: string; userAgent: string };

/** What happened to one view: counted, a repeat of today's, or not counted (logged). */
export type ViewOutcome = 'counted' | 'repeat' | 'failed';

/** The UTC calendar day of `now`, as 'YYYY-MM-DD'. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let cachedSalt: { day: string; salt: string } | null = null;

/**
 * Today's salt, created by the first view of the day, which also deletes the salts of
 * earlier days (after that, yesterday's hashes cannot be matched to an address).
 */
async function dailySalt(db: D1Database, day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt;
  const select = db.prepare('SELECT salt FROM project_view_salts WHERE day = ?').bind(day);
  let row = await select.first<{ salt: string }>();
  if (!row) {
    const fresh = hex(crypto.getRandomValues(new Uint8Array(32)));
    const results = await db.batch<{ salt: string }>([
      db.prepare('DELETE FROM project_view_salts WHERE day < ?').bind(day),
      db
        .prepare('INSERT OR IGNORE INTO project_view_salts (day, salt) VALUES (?, ?)')
        .bind(day, fresh),
      select,
    ]);
    row = results[2]?.results[0] ?? null;
  }
  if (!row) throw new Error(`no view salt for ${day}`);
  cachedSalt = { day, salt: row.salt };
  return row.salt;
}

/** What a visitor's key is hashed from (never stored as such). */
function identityOf(visitor: Visitor): string {
  return visitor.kind === 'user'
    ? `user\n${visitor.id}`
    : `anonymous\n${visitor.address}\n${visitor.userAgent}`;
}

/** Visitors' keys of one day kept by the isolate; cleared when full or the day changes. */
const MAX_KNOWN_KEYS = 10_000;
let knownKeys: { day: string; keys: Map<string, string> } = { day: '', keys: new Map() };

/**
 * The visitor's key for one day: a salted SHA-256, never the address itself. Hashed once
 * per visitor per day in an isolate: a visitor's repeated views (a page reloaded, every
 * request of a load test) cost a map look-up, not a digest. Only today's are kept, so
 * the memory never matches an earlier day's key to an address.
 */
async function visitorKey(db: D1Database, visitor: Visitor, day: string): Promise<string> {
  const identity = identityOf(visitor);
  if (knownKeys.day !== day || knownKeys.keys.size >= MAX_KNOWN_KEYS) {
    knownKeys = { day, keys: new Map() };
  }
  const known = knownKeys.keys.get(identity);
  if (known) return known;
  const salt = await dailySalt(db, day);
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}\n${day}\n${identity}`),
  );
  const key = hex(new Uint8Array(digest)).slice(0, 32);
  if (knownKeys.day === day) knownKeys.keys.set(identity, key);
  return key;
}

/** The stream of one visitor's view of a project on the day of `now`. */
export async function viewStreamId(
  db: D1Database,
  projectId: string,
  visitor: Visitor,
  now: Date,
): Promise<string> {
  const day = dayOf(now);
  return `project-views:${projectId}:${day}:${await visitorKey(db, visitor, day)}`;
}

/**
 * The stream of the visitor's view of a project on the day of `now` when this isolate
 * already knows the visitor's key for that day, else null: no I/O and no digest, so a
 * repeated view can be told apart on the request path.
 */
export function knownViewStreamId(projectId: string, visitor: Visitor, now: Date): string | null {
  const day = dayOf(now);
  if (knownKeys.day !== day) return null;
  const key = knownKeys.keys.get(identityOf(visitor));
  return key ? `project-views:${projectId}:${day}:${key}` : null;
}

/**
 * Counts a view of a project's public page unless this visitor already viewed it today.
 * Never throws: a failure is logged as `project_view_not_counted` (with the project and
 * day, never the visitor) and answered 'failed', so the page is still served and the
 * lost count is visible in the logs rather than swallowed.
 */
export async function recordProjectView(
  db: D1Database,
  projectId: string,
  visitor: Visitor,
  now: Date = new Date(),
): Promise<ViewOutcome> {
  const day = dayOf(now);
  try {
    const streamId = await viewStreamId(db, projectId, visitor, now);
    const seen = await db
      .prepare('SELECT 1 AS seen FROM events WHERE stream_id = ? LIMIT 1')
      .bind(streamId)
      .first();
    if (seen) return 'repeat';
    await appendToStream(db, {
      streamId,
      streamType: 'project-views',
      expectedVersion: 0,
      actorId: null,
      events: [
        { type: 'project.viewed', payload: { projectId, count: 1 }, occurredAt: now.toISOString() },
      ],
    });
    return 'counted';
  } catch (error) {
    // Two requests of one visitor at once: the other one counted it.
    if (error instanceof ConcurrencyConflictError) return 'repeat';
    console.error(
      JSON.stringify({
        event: 'project_view_not_counted',
        projectId,
        day,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return 'failed';
  }
}
