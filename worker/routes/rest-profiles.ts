import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { RestCaller } from '../auth/rest-caller';
import { resolveRestCaller } from '../auth/rest-caller';
import type { ParsedQuery } from '../auth/postgrest';
import { PostgrestError, filterSql, parseQuery, permissionDenied } from '../auth/postgrest';
import { PROFILE_COLUMNS, profileValueProblem } from '../auth/profiles';
import { goTime } from '../auth/user-json';
import { recordProfileRenamed } from '../platform/profile-renamed';

const TABLE = 'profiles';
/** Columns the owner may write; role (and the keys) are not granted (hosted schema too). */
const WRITABLE = ['full_name', 'avatar_url'] as const;
const SINGULAR = 'application/vnd.pgrst.object+json';

/** The rows RLS would show: own row, every row for an admin, none for anon. */
function visibility(caller: RestCaller): { sql: string; bindings: string[] } {
  if (caller.kind === 'anon') return { sql: '0', bindings: [] };
  if (caller.role === 'admin') return { sql: '1', bindings: [] };
  return { sql: 'id = ?', bindings: [caller.id] };
}

type Row = Record<string, unknown>;

function present(row: Row, columns: string[]): Row {
  const out: Row = {};
  for (const column of columns) {
    const value = row[column];
    out[column] = column.endsWith('_at') && typeof value === 'string' ? goTime(value) : value;
  }
  return out;
}

/** PostgREST's answer for rows: an array, or for `.single()` exactly one object or 406. */
function respondRows(c: Context<AppEnv>, rows: Row[], status: 200 | 201 = 200): Response {
  const wantsObject = (c.req.header('Accept') ?? '').includes(SINGULAR);
  if (wantsObject) {
    if (rows.length !== 1) {
      throw new PostgrestError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${rows.length} rows`,
      );
    }
    c.header('Content-Type', `${SINGULAR}; charset=utf-8`);
    return c.body(JSON.stringify(rows[0]), status);
  }
  c.header('Content-Type', 'application/json; charset=utf-8');
  c.header('Content-Range', rows.length > 0 ? `0-${rows.length - 1}/*` : '*/*');
  return c.body(JSON.stringify(rows), status);
}

function selectSql(query: ParsedQuery, caller: RestCaller) {
  const visible = visibility(caller);
  const filters = filterSql(query.filters);
  let sql = `SELECT * FROM ${TABLE} WHERE (${visible.sql}) AND (${filters.sql})`;
  if (query.order)
    sql += ` ORDER BY ${query.order.column} ${query.order.descending ? 'DESC' : 'ASC'}`;
  if (query.limit !== null || query.offset !== null)
    sql += ` LIMIT ${query.limit ?? -1} OFFSET ${query.offset ?? 0}`;
  return { sql, bindings: [...visible.bindings, ...filters.bindings] };
}

export async function getProfiles(c: Context<AppEnv>): Promise<Response> {
  const query = parseQuery(TABLE, PROFILE_COLUMNS, new URL(c.req.url).searchParams);
  const caller = await resolveRestCaller(c);
  const { sql, bindings } = selectSql(query, caller);
  const { results } = await c.env.DB.prepare(sql)
    .bind(...bindings)
    .all<Row>();
  return respondRows(
    c,
    results.map((row) => present(row, query.columns)),
  );
}

function readPatch(body: unknown, anonymous: boolean): Record<string, string | null> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const changes: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(PROFILE_COLUMNS as readonly string[]).includes(key)) {
      throw new PostgrestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${TABLE}' in the schema cache`,
      );
    }
    if (!(WRITABLE as readonly string[]).includes(key)) throw permissionDenied(TABLE, anonymous);
    if (value !== null && (typeof value !== 'string' || value.length > 2048)) {
      throw new PostgrestError(
        400,
        '22P02',
        `invalid input syntax for column "${key}": expected text`,
      );
    }
    // PostgREST's check_violation: the same rules as sign-up and the events.
    const problem = profileValueProblem(key, value);
    if (problem) throw new PostgrestError(400, '23514', problem);
    changes[key] = value;
  }
  if (Object.keys(changes).length === 0)
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  return changes;
}

export async function patchProfiles(c: Context<AppEnv>): Promise<Response> {
  const query = parseQuery(TABLE, PROFILE_COLUMNS, new URL(c.req.url).searchParams);
  const caller = await resolveRestCaller(c);
  const changes = readPatch(await c.req.json(), caller.kind === 'anon');
  if (caller.kind === 'anon') throw permissionDenied(TABLE, true);
  const visible = visibility(caller);
  const filters = filterSql(query.filters);
  const assignments = Object.keys(changes).map((column) => `${column} = ?`);
  const now = new Date().toISOString();
  const results =
    'full_name' in changes
      ? await renameEach(c.env.DB, changes, assignments, now, visible, filters)
      : (
          await c.env.DB.prepare(
            `UPDATE ${TABLE} SET ${assignments.join(', ')}, updated_at = ?
             WHERE (${visible.sql}) AND (${filters.sql}) RETURNING *`,
          )
            .bind(...Object.values(changes), now, ...visible.bindings, ...filters.bindings)
            .all<Row>()
        ).results;
  if (!(c.req.header('Prefer') ?? '').includes('return=representation')) return c.body(null, 204);
  return respondRows(
    c,
    results.map((row) => present(row, query.columns)),
  );
}

/**
 * A name change is a fact: each matched row is updated in the same batch as its
 * `user.profile_updated` event, so the admin's user list never drifts from the profile.
 */
async function renameEach(
  db: D1Database,
  changes: Record<string, string | null>,
  assignments: string[],
  now: string,
  visible: { sql: string; bindings: string[] },
  filters: { sql: string; bindings: string[] },
): Promise<Row[]> {
  const { results: targets } = await db
    .prepare(
      `SELECT id, (SELECT email FROM auth_users WHERE auth_users.id = ${TABLE}.id) AS email
       FROM ${TABLE} WHERE (${visible.sql}) AND (${filters.sql})`,
    )
    .bind(...visible.bindings, ...filters.bindings)
    .all<{ id: string; email: string }>();
  const rows: Row[] = [];
  for (const target of targets) {
    const update = db
      .prepare(
        `UPDATE ${TABLE} SET ${assignments.join(', ')}, updated_at = ? WHERE id = ? RETURNING *`,
      )
      .bind(...Object.values(changes), now, target.id);
    const result = await recordProfileRenamed(
      db,
      { id: target.id, email: target.email, name: changes.full_name ?? null },
      update,
    );
    rows.push(...(result.results as Row[]));
  }
  return rows;
}
