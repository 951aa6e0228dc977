import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { PRODUCT_BUCKETS } from '../../shared/storage/buckets';
import type { BucketSettings } from './buckets';
import {
  allowedMimeTypesOf,
  bucketJson,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
} from './buckets';
import { ownerOf, resolveStorageCaller } from './caller';
import { bucketStore, jsonBodyOf, requireBucket, type StorageContext } from './context';
import { storageErrors } from './errors';
import { GLOBAL_FILE_SIZE_LIMIT } from './file-body';
import { isValidBucketId, r2Key } from './keys';
import { countObjects, deleteObjectRow, objectsUnder } from './objects';
import { mayManageBuckets } from './policy';

/**
 * A file size limit as hosted storage reads it: a byte count, or a number with a unit in
 * powers of ten ("20mb" is 20,000,000 bytes, "1.5GB" 1,500,000,000), three significant
 * digits kept, as its parseFileSizeToBytes does.
 */
const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };
const sizeLimit = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.maxLength(32)),
  v.null(),
]);

function bytesOf(limit: v.InferOutput<typeof sizeLimit> | undefined): number | null {
  if (limit === undefined || limit === null || limit === 0) return null;
  if (typeof limit === 'number') return limit;
  const match = limit.match(/^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i);
  if (!match) throw storageErrors.invalidFileSizeLimit();
  const [, digits = '0', unit = 'b'] = match;
  const bytes = Math.round(+parseFloat(digits).toPrecision(3) * (UNITS[unit.toLowerCase()] ?? 1));
  return bytes === 0 ? null : bytes;
}

/**
 * Names the object routes use as fixed words: a bucket named so would make
 * `/object/<word>/…` ambiguous, so none may be created.
 */
const RESERVED_BUCKET_IDS = new Set([
  'move',
  'copy',
  'list',
  'list-v2',
  'upload',
  'sign',
  'info',
  'public',
  'authenticated',
]);

const mimeTypes = v.nullable(
  v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[\w.+-]+\/(\*|[\w.+-]+)$/, 'must be a mime type'))),
    v.maxLength(100),
  ),
);
const settingsEntries = {
  public: v.optional(v.boolean()),
  file_size_limit: v.optional(sizeLimit),
  allowed_mime_types: v.optional(mimeTypes),
};
const createBody = v.object({
  id: v.optional(v.string()),
  name: v.string(),
  type: v.optional(v.string()),
  versioning_status: v.optional(v.string()),
  ...settingsEntries,
});
const updateBody = v.object(settingsEntries);

function settingsOf(body: v.InferOutput<typeof updateBody>): BucketSettings {
  const bytes = bytesOf(body.file_size_limit);
  if (bytes !== null && bytes > GLOBAL_FILE_SIZE_LIMIT) {
    throw storageErrors.invalidRequest('The file size limit exceeds the global limit');
  }
  return {
    public: body.public ?? false,
    fileSizeLimit: bytes,
    allowedMimeTypes: body.allowed_mime_types?.length ? body.allowed_mime_types : null,
  };
}

async function requireManager(c: StorageContext) {
  const caller = await resolveStorageCaller(c);
  if (!mayManageBuckets(caller)) throw storageErrors.accessDenied();
  return caller;
}

/** /storage/v1/bucket: list and get for everyone; create, update, empty, delete for admins. */
export const bucketRoutes = new Hono<AppEnv>();

bucketRoutes.get('/', async (c) => {
  await resolveStorageCaller(c);
  const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 100) || 100, 1), 1000);
  const offset = Math.max(Number(c.req.query('offset') ?? 0) || 0, 0);
  const rows = await listBuckets(c.env.DB, { limit, offset, search: c.req.query('search') ?? '' });
  return c.json(rows.map(bucketJson));
});

bucketRoutes.get('/:id', async (c) => {
  await resolveStorageCaller(c);
  return c.json(bucketJson(await requireBucket(c, c.req.param('id'))));
});

bucketRoutes.post('/', async (c) => {
  const caller = await requireManager(c);
  const body = await jsonBodyOf(c, createBody);
  const id = body.id ?? body.name;
  if (
    !isValidBucketId(id) ||
    RESERVED_BUCKET_IDS.has(id.toLowerCase()) ||
    (body.id !== undefined && body.id !== body.name)
  ) {
    throw storageErrors.invalidBucketName();
  }
  if (await findBucket(c.env.DB, id)) throw storageErrors.bucketAlreadyExists();
  await insertBucket(
    c.env.DB,
    id,
    ownerOf(caller),
    settingsOf(body),
    new Date().toISOString(),
  ).run();
  return c.json({ name: id });
});

bucketRoutes.put('/:id', async (c) => {
  await requireManager(c);
  const bucket = await requireBucket(c, c.req.param('id'));
  const body = await jsonBodyOf(c, updateBody);
  const settings = settingsOf({
    public: body.public ?? bucket.public === 1,
    file_size_limit:
      body.file_size_limit === undefined ? bucket.file_size_limit : body.file_size_limit,
    allowed_mime_types:
      body.allowed_mime_types === undefined ? allowedMimeTypesOf(bucket) : body.allowed_mime_types,
  });
  await updateBucket(c.env.DB, bucket.id, settings, new Date().toISOString()).run();
  return c.json({ message: 'Successfully updated' });
});

bucketRoutes.post('/:id/empty', async (c) => {
  await requireManager(c);
  const bucket = await requireBucket(c, c.req.param('id'));
  const rows = await objectsUnder(c.env.DB, bucket.id, '');
  if (rows.length > 0) {
    await bucketStore(c).delete(rows.map((row) => r2Key(bucket.id, row.name)));
    await c.env.DB.batch(rows.map((row) => deleteObjectRow(c.env.DB, row.id)));
  }
  // Hosted storage's words; here the objects are already gone when it answers.
  return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
});

bucketRoutes.delete('/:id', async (c) => {
  await requireManager(c);
  const bucket = await requireBucket(c, c.req.param('id'));
  // The product's own buckets are part of the schema, not data an admin may drop.
  if (bucket.id in PRODUCT_BUCKETS) {
    throw storageErrors.accessDenied('The product buckets cannot be deleted');
  }
  if ((await countObjects(c.env.DB, bucket.id)) > 0) throw storageErrors.bucketNotEmpty();
  await c.env.DB.prepare('DELETE FROM storage_buckets WHERE id = ?').bind(bucket.id).run();
  return c.json({ message: 'Successfully deleted' });
});
