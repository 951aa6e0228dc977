import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import type { BucketRow } from './buckets';
import type { StorageCaller } from './caller';
import { resolveStorageCaller } from './caller';
import { jsonBodyOf, requireBucket } from './context';
import { storageErrors } from './errors';
import { isSafePrefix } from './keys';
import type { ObjectRow } from './objects';
import { objectJson, objectsUnder } from './objects';
import { mayAccess } from './policy';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

/** storage-js's list() body; its defaults are the server's too (limit 100, offset 0, name asc). */
const listBody = v.object({
  prefix: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 100),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  search: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  sortBy: v.optional(
    v.object({
      column: v.optional(v.picklist(SORT_COLUMNS), 'name'),
      order: v.optional(v.picklist(['asc', 'desc', 'ASC', 'DESC']), 'asc'),
    }),
    { column: 'name', order: 'asc' },
  ),
});

type Entry = ReturnType<typeof objectJson> | FolderEntry;
interface FolderEntry {
  name: string;
  id: null;
  updated_at: null;
  created_at: null;
  last_accessed_at: null;
  metadata: null;
}

/** The immediate children of `folder`: files with their metadata, sub-folders as names. */
function childrenOf(rows: readonly ObjectRow[], folder: string): Entry[] {
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      entries.push({ ...objectJson(row), name: rest });
    } else if (!folders.has(rest.slice(0, slash))) {
      folders.add(rest.slice(0, slash));
      entries.push({
        name: rest.slice(0, slash),
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  return entries;
}

/**
 * The rows `caller` may see: all of a public bucket's; of a private bucket only what the
 * caller may read (one policy check per owner folder).
 */
export async function visibleRows(
  db: D1Database,
  caller: StorageCaller,
  bucket: BucketRow,
  rows: ObjectRow[],
): Promise<ObjectRow[]> {
  if (bucket.public === 1) return rows;
  const verdicts = new Map<string, boolean>();
  const visible: ObjectRow[] = [];
  for (const row of rows) {
    const owner = row.name.split('/')[0] ?? '';
    let ok = verdicts.get(owner);
    if (ok === undefined) {
      ok = await mayAccess(db, caller, bucket.id, row.name, 'read');
      verdicts.set(owner, ok);
    }
    if (ok) visible.push(row);
  }
  return visible;
}

/** POST /object/list/:bucket: one folder level, filtered by `search`, sorted, paged. */
export const listRoute = new Hono<AppEnv>();

listRoute.post('/list/:bucket', async (c) => {
  const bucket = await requireBucket(c, c.req.param('bucket'));
  const caller = await resolveStorageCaller(c);
  const body = await jsonBodyOf(c, listBody);
  if (!isSafePrefix(body.prefix)) throw storageErrors.invalidKey(body.prefix);
  const folder = body.prefix === '' || body.prefix.endsWith('/') ? body.prefix : `${body.prefix}/`;
  const rows = await visibleRows(
    c.env.DB,
    caller,
    bucket,
    await objectsUnder(c.env.DB, bucket.id, folder),
  );
  const search = body.search.toLowerCase();
  const column = body.sortBy.column;
  const direction = body.sortBy.order.toLowerCase() === 'desc' ? -1 : 1;
  const entries = childrenOf(rows, folder)
    .filter((entry) => entry.name.toLowerCase().startsWith(search))
    .sort((a, b) => {
      const x = a[column] ?? '';
      const y = b[column] ?? '';
      const byColumn = x < y ? -1 : x > y ? 1 : 0;
      return (byColumn || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) * direction;
    });
  return c.json(entries.slice(body.offset, body.offset + body.limit));
});
