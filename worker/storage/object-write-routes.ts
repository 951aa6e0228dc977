import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import type { BucketRow } from './buckets';
import type { StorageCaller } from './caller';
import { ownerOf, resolveStorageCaller } from './caller';
import {
  bucketStore,
  jsonBodyOf,
  objectTarget,
  requireBucket,
  type StorageContext,
} from './context';
import { storageErrors } from './errors';
import { readUploadedFile } from './file-body';
import { r2Key } from './keys';
import { deleteObjectRow, findObject, findObjects, objectJson } from './objects';
import { putObject } from './put-object';
import { mayAccess } from './policy';
import { acceptContent, sizeLimitOf } from './upload-rules';

/**
 * Upload (POST, `x-upsert: true` to replace) and update (PUT, must exist). In order: the
 * bucket, the name, the caller's right to write there, the size (before reading past the
 * limit), then the bytes (upload-rules.ts: type, content, quota), R2 and the D1 row.
 */
async function store(c: StorageContext, mode: 'create' | 'update') {
  const { bucketId, name } = objectTarget(c, '');
  const bucket = await requireBucket(c, bucketId);
  const caller = await resolveStorageCaller(c);
  if (!(await mayAccess(c.env.DB, caller, bucket.id, name, 'write'))) {
    throw storageErrors.accessDenied();
  }
  const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
  const id = await writeUpload(c, bucket, name, { caller, owner: ownerOf(caller), mode, upsert });
  return c.json({ Id: id, Key: `${bucket.id}/${name}` });
}

/**
 * Reads the request's file and stores it at `name`, the caller's right to write there
 * already settled (by policy, or by a signed upload URL's token). Answers the object id.
 */
export async function writeUpload(
  c: StorageContext,
  bucket: BucketRow,
  name: string,
  options: {
    caller: StorageCaller;
    owner: string | null;
    mode: 'create' | 'update';
    upsert: boolean;
  },
): Promise<string> {
  const file = await readUploadedFile(c.req.raw, sizeLimitOf(bucket));
  const existing = await findObject(c.env.DB, bucket.id, name);
  if (options.mode === 'create' && existing && !options.upsert) {
    throw storageErrors.keyAlreadyExists();
  }
  if (options.mode === 'update' && !existing) throw storageErrors.noSuchKey();
  await acceptContent(c, bucket, options.caller, file, existing);
  return putObject(
    c.env.DB,
    bucketStore(c),
    {
      bucketId: bucket.id,
      name,
      bytes: file.bytes,
      mimeType: file.contentType,
      cacheControl: file.cacheControl,
      userMetadata: file.userMetadata,
      owner: options.owner,
    },
    new Date(),
  );
}

const removeBody = v.object({
  prefixes: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(1024))),
    v.minLength(1),
    v.maxLength(1000),
  ),
});

/** /storage/v1/object writes. */
export const objectWriteRoutes = new Hono<AppEnv>();

objectWriteRoutes.post('/:bucket/*', (c) => store(c, 'create'));
objectWriteRoutes.put('/:bucket/*', (c) => store(c, 'update'));

/**
 * Bulk remove (`remove([...])`): answers the objects actually deleted; names the caller
 * may not remove are left alone and left out, as row-level security would.
 */
objectWriteRoutes.delete('/:bucket', async (c) => {
  const bucket = await requireBucket(c, c.req.param('bucket'));
  const caller = await resolveStorageCaller(c);
  const { prefixes } = await jsonBodyOf(c, removeBody);
  const rows = await findObjects(c.env.DB, bucket.id, prefixes);
  const allowed = [];
  for (const row of rows) {
    if (await mayAccess(c.env.DB, caller, bucket.id, row.name, 'remove')) allowed.push(row);
  }
  if (allowed.length > 0) {
    await bucketStore(c).delete(allowed.map((row) => r2Key(bucket.id, row.name)));
    await c.env.DB.batch(allowed.map((row) => deleteObjectRow(c.env.DB, row.id)));
  }
  return c.json(
    allowed.map((row) => ({ ...objectJson(row), bucket_id: bucket.id, owner: row.owner })),
  );
});

/** Single delete: an object the caller may not remove is "not found", never confirmed. */
objectWriteRoutes.delete('/:bucket/*', async (c) => {
  const { bucketId, name } = objectTarget(c, '');
  const bucket = await requireBucket(c, bucketId);
  const caller = await resolveStorageCaller(c);
  const row = await findObject(c.env.DB, bucket.id, name);
  if (!row || !(await mayAccess(c.env.DB, caller, bucket.id, name, 'remove'))) {
    throw storageErrors.noSuchKey();
  }
  await bucketStore(c).delete(r2Key(bucket.id, name));
  await deleteObjectRow(c.env.DB, row.id).run();
  return c.json({ message: 'Successfully deleted' });
});
