/** Bucket metadata in D1 (migration 0012_storage.sql), in Supabase's wire shape. */

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: number;
  file_size_limit: number | null;
  allowed_mime_types: string | null;
  created_at: string;
  updated_at: string;
}

/** A bucket as GET /bucket answers it. */
export interface BucketJson {
  id: string;
  name: string;
  owner: string;
  public: boolean;
  type: 'STANDARD';
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export function allowedMimeTypesOf(row: BucketRow): string[] | null {
  if (!row.allowed_mime_types) return null;
  const parsed: unknown = JSON.parse(row.allowed_mime_types);
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : null;
}

export function bucketJson(row: BucketRow): BucketJson {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public === 1,
    type: 'STANDARD',
    file_size_limit: row.file_size_limit,
    allowed_mime_types: allowedMimeTypesOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function findBucket(db: D1Database, id: string): Promise<BucketRow | null> {
  return db.prepare('SELECT * FROM storage_buckets WHERE id = ?').bind(id).first<BucketRow>();
}

export async function listBuckets(
  db: D1Database,
  options: { limit: number; offset: number; search: string },
): Promise<BucketRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM storage_buckets WHERE instr(lower(name), lower(?)) > 0
       ORDER BY name ASC LIMIT ? OFFSET ?`,
    )
    .bind(options.search, options.limit, options.offset)
    .all<BucketRow>();
  return results;
}

export interface BucketSettings {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export function insertBucket(
  db: D1Database,
  id: string,
  owner: string | null,
  settings: BucketSettings,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO storage_buckets
         (id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      id,
      owner,
      settings.public ? 1 : 0,
      settings.fileSizeLimit,
      settings.allowedMimeTypes ? JSON.stringify(settings.allowedMimeTypes) : null,
      now,
      now,
    );
}

export function updateBucket(
  db: D1Database,
  id: string,
  settings: BucketSettings,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE storage_buckets SET public = ?, file_size_limit = ?, allowed_mime_types = ?,
         updated_at = ? WHERE id = ?`,
    )
    .bind(
      settings.public ? 1 : 0,
      settings.fileSizeLimit,
      settings.allowedMimeTypes ? JSON.stringify(settings.allowedMimeTypes) : null,
      now,
      id,
    );
}
