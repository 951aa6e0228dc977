/** Object metadata in D1 (migration 0012_storage.sql), in Supabase's wire shape. */

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  size: number;
  mimetype: string;
  cache_control: string;
  etag: string;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  /** The uploader's own metadata, JSON text (migration 0031). */
  user_metadata: string | null;
  /** A new id per write; null for rows written before migration 0031. */
  version: string | null;
}

/** The uploader's metadata as an object ({} when none was given). */
export function userMetadataOf(row: ObjectRow): Record<string, unknown> {
  if (!row.user_metadata) return {};
  const parsed: unknown = JSON.parse(row.user_metadata);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/** The object's version (its id for rows older than versions). */
export function versionOf(row: ObjectRow): string {
  return row.version ?? row.id;
}

/** The `metadata` object storage-js reads from list and info answers. */
export function objectMetadata(row: ObjectRow) {
  return {
    eTag: row.etag,
    size: row.size,
    mimetype: row.mimetype,
    cacheControl: row.cache_control,
    lastModified: row.updated_at,
    contentLength: row.size,
    httpStatusCode: 200,
  };
}

/** An object as the list, info and remove answers carry it. */
export function objectJson(row: ObjectRow) {
  return {
    name: row.name,
    id: row.id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    metadata: objectMetadata(row),
  };
}

export function findObject(
  db: D1Database,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  return db
    .prepare('SELECT * FROM storage_objects WHERE bucket_id = ? AND name = ?')
    .bind(bucketId, name)
    .first<ObjectRow>();
}

/** Inserts or (upsert) replaces an object's row, keeping its id and created_at. */
export function upsertObject(db: D1Database, row: ObjectRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO storage_objects (id, bucket_id, name, owner, size, mimetype, cache_control,
         etag, created_at, updated_at, last_accessed_at, user_metadata, version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (bucket_id, name) DO UPDATE SET owner = excluded.owner,
         size = excluded.size, mimetype = excluded.mimetype,
         cache_control = excluded.cache_control, etag = excluded.etag,
         updated_at = excluded.updated_at, last_accessed_at = excluded.last_accessed_at,
         user_metadata = excluded.user_metadata, version = excluded.version`,
    )
    .bind(
      row.id,
      row.bucket_id,
      row.name,
      row.owner,
      row.size,
      row.mimetype,
      row.cache_control,
      row.etag,
      row.created_at,
      row.updated_at,
      row.last_accessed_at,
      row.user_metadata,
      row.version,
    );
}

/** Objects whose names are in `names` (at most 1000, as hosted storage allows). */
export async function findObjects(
  db: D1Database,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT * FROM storage_objects WHERE bucket_id = ?
         AND name IN (SELECT value FROM json_each(?))`,
    )
    .bind(bucketId, JSON.stringify(names))
    .all<ObjectRow>();
  return results;
}

export function deleteObjectRow(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare('DELETE FROM storage_objects WHERE id = ?').bind(id);
}

/** Every object whose name starts with `prefix` (for list), in name order. */
export async function objectsUnder(
  db: D1Database,
  bucketId: string,
  prefix: string,
): Promise<ObjectRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM storage_objects WHERE bucket_id = ? AND substr(name, 1, ?) = ?
       ORDER BY name ASC LIMIT 10000`,
    )
    .bind(bucketId, prefix.length, prefix)
    .all<ObjectRow>();
  return results;
}

export async function countObjects(db: D1Database, bucketId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM storage_objects WHERE bucket_id = ?')
    .bind(bucketId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
