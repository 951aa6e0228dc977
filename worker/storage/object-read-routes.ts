import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { resolveStorageCaller } from './caller';
import {
  jsonBodyOf,
  objectTarget,
  requireBucket,
  signingSecret,
  type StorageContext,
} from './context';
import { storageErrors } from './errors';
import { assertValidName } from './keys';
import type { BucketRow } from './buckets';
import type { ObjectRow } from './objects';
import { findObject, userMetadataOf, versionOf } from './objects';
import { mayAccess } from './policy';
import { serveObject } from './serve';
import { MAX_SIGNED_URL_SECONDS, signObjectUrl, verifyObjectUrl } from './signed-url';

/**
 * The object a caller may read, or 404 NoSuchKey: an object that exists but is not the
 * caller's to read is indistinguishable from one that does not (hosted: RLS hides it).
 */
async function readable(c: StorageContext, kind: string) {
  const { bucketId, name } = objectTarget(c, kind);
  const bucket = await requireBucket(c, bucketId);
  const caller = await resolveStorageCaller(c);
  const allowed =
    bucket.public === 1 || (await mayAccess(c.env.DB, caller, bucket.id, name, 'read'));
  const row = allowed ? await findObject(c.env.DB, bucket.id, name) : null;
  if (!row) throw storageErrors.noSuchKey();
  return { bucket, row, name };
}

const expiresIn = v.pipe(
  v.number('must be number'),
  v.integer('must be integer'),
  v.minValue(1, 'must be >= 1'),
  v.maxValue(MAX_SIGNED_URL_SECONDS, `must be <= ${MAX_SIGNED_URL_SECONDS}`),
);

function signedPath(bucketId: string, name: string, token: string): string {
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/** /storage/v1/object reads: public, authenticated, signed, info and signing. */
export const objectReadRoutes = new Hono<AppEnv>();

objectReadRoutes.get('/public/:bucket/*', async (c) => {
  const { bucketId, name } = objectTarget(c, 'public');
  const bucket = await requireBucket(c, bucketId);
  // A private bucket's objects are never public, whoever asks.
  const row = bucket.public === 1 ? await findObject(c.env.DB, bucket.id, name) : null;
  if (!row) throw storageErrors.noSuchKey();
  return serveObject(c, bucket, row);
});

objectReadRoutes.get('/authenticated/:bucket/*', async (c) => {
  const { bucket, row } = await readable(c, 'authenticated');
  return serveObject(c, bucket, row);
});

/** Object info, as hosted storage's getObjectInfo answers it (metadata: the uploader's own). */
function infoJson(bucket: BucketRow, row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: versionOf(row),
    bucket_id: bucket.id,
    size: row.size,
    content_type: row.mimetype,
    cache_control: row.cache_control,
    etag: row.etag,
    metadata: userMetadataOf(row),
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

// The two-word info routes come before `/info/:bucket/*`, which would take `public` or
// `authenticated` for a bucket name.
objectReadRoutes.get('/info/public/:bucket/*', async (c) => {
  const { bucketId, name } = objectTarget(c, 'info/public');
  const bucket = await requireBucket(c, bucketId);
  const row = bucket.public === 1 ? await findObject(c.env.DB, bucket.id, name) : null;
  if (!row) throw storageErrors.noSuchKey();
  return c.json(infoJson(bucket, row));
});

objectReadRoutes.get('/info/authenticated/:bucket/*', async (c) => {
  const { bucket, row } = await readable(c, 'info/authenticated');
  return c.json(infoJson(bucket, row));
});

objectReadRoutes.get('/info/:bucket/*', async (c) => {
  const { bucket, row } = await readable(c, 'info');
  return c.json(infoJson(bucket, row));
});

/** Download through a signed URL: the token is the only credential. */
objectReadRoutes.get('/sign/:bucket/*', async (c) => {
  const { bucketId, name } = objectTarget(c, 'sign');
  const token = c.req.query('token');
  if (!token) throw storageErrors.missingParameter('token');
  await verifyObjectUrl(signingSecret(c), token, bucketId, name);
  const bucket = await requireBucket(c, bucketId);
  const row = await findObject(c.env.DB, bucket.id, name);
  if (!row) throw storageErrors.noSuchKey();
  return serveObject(c, bucket, row);
});

/**
 * createSignedUrls: one entry per path, an error for each the caller cannot read.
 * Registered before `/sign/:bucket/*`, whose wildcard would also match an empty name.
 */
objectReadRoutes.post('/sign/:bucket', async (c) => {
  const bucket = await requireBucket(c, c.req.param('bucket'));
  const caller = await resolveStorageCaller(c);
  const body = await jsonBodyOf(
    c,
    v.object({
      expiresIn,
      paths: v.pipe(
        v.array(v.pipe(v.string(), v.maxLength(1024))),
        v.minLength(1),
        v.maxLength(1000),
      ),
    }),
  );
  const now = Math.floor(Date.now() / 1000);
  const secret = signingSecret(c);
  const answers = [];
  for (const path of body.paths) {
    let ok: boolean;
    try {
      assertValidName(path);
      ok =
        (bucket.public === 1 || (await mayAccess(c.env.DB, caller, bucket.id, path, 'read'))) &&
        (await findObject(c.env.DB, bucket.id, path)) !== null;
    } catch {
      ok = false;
    }
    answers.push(
      ok
        ? {
            error: null,
            path,
            signedURL: signedPath(
              bucket.id,
              path,
              await signObjectUrl(secret, bucket.id, path, body.expiresIn, now),
            ),
          }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    );
  }
  return c.json(answers);
});

objectReadRoutes.post('/sign/:bucket/*', async (c) => {
  const { bucket, row } = await readable(c, 'sign');
  const body = await jsonBodyOf(c, v.object({ expiresIn }));
  const now = Math.floor(Date.now() / 1000);
  const token = await signObjectUrl(signingSecret(c), bucket.id, row.name, body.expiresIn, now);
  return c.json({ signedURL: signedPath(bucket.id, row.name, token) });
});

/** download(): `/object/<bucket>/<name>` is the authenticated read. Registered last. */
objectReadRoutes.get('/:bucket/*', async (c) => {
  const { bucket, row } = await readable(c, '');
  return serveObject(c, bucket, row);
});
