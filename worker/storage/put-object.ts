import { r2Key } from './keys';
import { findObject, upsertObject } from './objects';

/** An object to store, already checked against its bucket's rules. */
export interface NewObject {
  bucketId: string;
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The stored Content-Type, parameters kept (`text/plain;charset=UTF-8`). */
  mimeType: string;
  cacheControl: string;
  /** The uploader's own metadata (`metadata` / `x-metadata`), if any. */
  userMetadata?: Record<string, unknown> | null;
  /** The uploader's user id (null for a service caller). */
  owner: string | null;
}

/**
 * Writes the bytes to R2 and the object's row to D1 (an existing row keeps its id and
 * created_at): what an upload stores, shared by the upload route and the seed so a seeded
 * image is the same object a creator's upload makes. Returns the object's id.
 */
export async function putObject(
  db: D1Database,
  store: R2Bucket,
  object: NewObject,
  now: Date,
): Promise<string> {
  const existing = await findObject(db, object.bucketId, object.name);
  const stored = await store.put(r2Key(object.bucketId, object.name), object.bytes, {
    httpMetadata: { contentType: object.mimeType, cacheControl: object.cacheControl },
  });
  const at = now.toISOString();
  const id = existing?.id ?? crypto.randomUUID();
  await upsertObject(db, {
    id,
    bucket_id: object.bucketId,
    name: object.name,
    owner: object.owner,
    size: object.bytes.byteLength,
    mimetype: object.mimeType,
    cache_control: object.cacheControl,
    etag: stored.httpEtag,
    created_at: existing?.created_at ?? at,
    updated_at: at,
    last_accessed_at: at,
    user_metadata: object.userMetadata ? JSON.stringify(object.userMetadata) : null,
    // Every write is a new version, as hosted storage numbers them.
    version: crypto.randomUUID(),
  }).run();
  return id;
}
