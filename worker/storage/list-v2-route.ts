import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { resolveStorageCaller } from './caller';
import { jsonBodyOf, requireBucket } from './context';
import { storageErrors } from './errors';
import { isSafePrefix } from './keys';
import { visibleRows } from './list-route';
import type { ObjectRow } from './objects';
import { objectMetadata, objectsUnder } from './objects';

/**
 * POST /object/list-v2/:bucket (storage-js `listV2`): hosted storage's cursor listing.
 * Without `with_delimiter` every object under `prefix` (a plain string prefix); with it,
 * one level: folders (`name` ending in "/") and the objects at that level. Sorted by
 * name, created_at or updated_at (name breaks ties), `limit` per page (at most 1000),
 * `hasNext` and an opaque `nextCursor` for the next page.
 */
const listV2Body = v.object({
  prefix: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1000),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  with_delimiter: v.optional(v.boolean(), false),
  sortBy: v.optional(
    v.object({
      column: v.picklist(['name', 'updated_at', 'created_at']),
      order: v.optional(v.picklist(['asc', 'desc'])),
    }),
  ),
});

type Column = 'name' | 'updated_at' | 'created_at';
interface Sort {
  column: Column;
  order: 'asc' | 'desc';
}
interface Cursor extends Sort {
  /** Name and sort value of the last entry of the previous page. */
  name: string;
  value: string;
}

interface Entry {
  key: string;
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ReturnType<typeof objectMetadata> | null;
}

const cursorSchema = v.object({
  name: v.string(),
  value: v.string(),
  column: v.picklist(['name', 'updated_at', 'created_at']),
  order: v.picklist(['asc', 'desc']),
});

function encodeCursor(cursor: Cursor): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(cursor))));
}

function decodeCursor(text: string): Cursor {
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0)));
    return v.parse(cursorSchema, JSON.parse(json));
  } catch {
    throw storageErrors.invalidRequest('Invalid Parameter cursor');
  }
}

function lastSegment(name: string): string {
  return name.split('/').filter(Boolean).at(-1) ?? '';
}

function entriesOf(rows: readonly ObjectRow[], prefix: string, delimited: boolean): Entry[] {
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const row of rows) {
    const slash = delimited ? row.name.indexOf('/', prefix.length) : -1;
    if (slash === -1) {
      entries.push({
        key: lastSegment(row.name),
        name: row.name,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: objectMetadata(row),
      });
      continue;
    }
    const folder = row.name.slice(0, slash + 1);
    if (folders.has(folder)) continue;
    folders.add(folder);
    entries.push({
      key: lastSegment(folder),
      name: folder,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
  }
  return entries;
}

/** Orders by the column, then by name; descending reverses both. */
function compare(a: { value: string; name: string }, b: { value: string; name: string }): number {
  if (a.value !== b.value) return a.value < b.value ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function sortValue(entry: Entry, column: Column): string {
  return column === 'name' ? entry.name : (entry[column] ?? '');
}

export const listV2Route = new Hono<AppEnv>();

listV2Route.post('/list-v2/:bucket', async (c) => {
  const bucket = await requireBucket(c, c.req.param('bucket'));
  const caller = await resolveStorageCaller(c);
  const body = await jsonBodyOf(c, listV2Body);
  if (!isSafePrefix(body.prefix)) throw storageErrors.invalidKey(body.prefix);
  const cursor = body.cursor ? decodeCursor(body.cursor) : null;
  const sort: Sort = cursor ?? {
    column: body.sortBy?.column ?? 'name',
    order: body.sortBy?.order ?? 'asc',
  };
  const limit = Math.min(body.limit, 1000);
  const direction = sort.order === 'desc' ? -1 : 1;
  const rows = await visibleRows(
    c.env.DB,
    caller,
    bucket,
    await objectsUnder(c.env.DB, bucket.id, body.prefix),
  );
  const keyed = entriesOf(rows, body.prefix, body.with_delimiter).map((entry) => ({
    entry,
    value: sortValue(entry, sort.column),
    name: entry.name,
  }));
  keyed.sort((a, b) => compare(a, b) * direction);
  const after = cursor ? keyed.filter((k) => compare(k, cursor) * direction > 0) : keyed;
  const page = after.slice(0, limit);
  const hasNext = after.length > limit;
  const last = page.at(-1);
  const next =
    hasNext && last ? encodeCursor({ ...sort, name: last.name, value: last.value }) : undefined;
  return c.json({
    hasNext,
    ...(next ? { nextCursor: next, nextCursorKey: last?.name } : {}),
    folders: page.filter((k) => k.entry.id === null).map((k) => k.entry),
    objects: page
      .filter((k) => k.entry.id !== null)
      .map((k) => ({ ...k.entry, bucket_id: bucket.id })),
  });
});
