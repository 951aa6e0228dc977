import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import type { BucketRow } from './buckets';
import type { StorageCaller } from './caller';
import { ownerOf, resolveStorageCaller } from './caller';
import type { StorageContext } from './context';
import { bucketStore, jsonBodyOf, requireBucket } from './context';
import { storageErrors } from './errors';
import { assertValidName, r2Key } from './keys';
import { findObject, objectJson, userMetadataOf } from './objects';
import { mayAccess } from './policy';
import { putObject } from './put-object';
import { acceptContent, sizeLimitOf } from './upload-rules';

/**
 * POST /object/move and POST /object/copy (storage-js `move`, `copy`), in hosted storage's
 * shapes: `{bucketId, sourceKey, destinationKey, destinationBucket?}`. The source must be
 * one the caller may read (else "Object not found"); the destination is a write like an
 * upload: the caller's right there, the destination bucket's size limit, types and
 * content rules, and for a copy the caller's quota. An existing destination is 409
 * unless a copy says `x-upsert: true`.
 */
const transferBody = v.object({
  bucketId: v.pipe(v.string(), v.maxLength(100)),
  sourceKey: v.pipe(v.string(), v.maxLength(1024)),
  destinationKey: v.pipe(v.string(), v.maxLength(1024)),
  destinationBucket: v.optional(v.pipe(v.string(), v.maxLength(100))),
  metadata: v.optional(
    v.object({
      cacheControl: v.optional(v.pipe(v.string(), v.regex(/^(?:max-age=)?\d{1,9}$/))),
      mimetype: v.optional(
        v.pipe(
          v.string(),
          v.maxLength(256),
          v.regex(/^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.-]+=[\w.+-]+)*$/),
        ),
      ),
    }),
  ),
  copyMetadata: v.optional(v.boolean()),
});

interface Transfer {
  caller: StorageCaller;
  source: BucketRow;
  target: BucketRow;
  sourceKey: string;
  destinationKey: string;
  body: v.InferOutput<typeof transferBody>;
}

async function transferOf(c: StorageContext, sourceAction: 'read' | 'remove'): Promise<Transfer> {
  const body = await jsonBodyOf(c, transferBody);
  const source = await requireBucket(c, body.bucketId);
  const target = body.destinationBucket ? await requireBucket(c, body.destinationBucket) : source;
  assertValidName(body.sourceKey);
  assertValidName(body.destinationKey);
  const caller = await resolveStorageCaller(c);
  const readable =
    (source.public === 1 && sourceAction === 'read') ||
    (await mayAccess(c.env.DB, caller, source.id, body.sourceKey, 'read'));
  if (!readable || !(await mayAccess(c.env.DB, caller, source.id, body.sourceKey, sourceAction))) {
    throw storageErrors.noSuchKey();
  }
  if (!(await mayAccess(c.env.DB, caller, target.id, body.destinationKey, 'write'))) {
    throw storageErrors.accessDenied();
  }
  return {
    caller,
    source,
    target,
    sourceKey: body.sourceKey,
    destinationKey: body.destinationKey,
    body,
  };
}

async function sourceBytes(c: StorageContext, bucketId: string, name: string) {
  const object = await bucketStore(c).get(r2Key(bucketId, name));
  if (!object) throw storageErrors.noSuchKey();
  return new Uint8Array(await object.arrayBuffer());
}

export const moveCopyRoutes = new Hono<AppEnv>();

moveCopyRoutes.post('/move', async (c) => {
  const t = await transferOf(c, 'remove');
  const row = await findObject(c.env.DB, t.source.id, t.sourceKey);
  if (!row) throw storageErrors.noSuchKey();
  if (t.source.id === t.target.id && t.sourceKey === t.destinationKey) {
    return c.json({ message: 'Successfully moved', Id: row.id, Key: row.name });
  }
  if (await findObject(c.env.DB, t.target.id, t.destinationKey)) {
    throw storageErrors.keyAlreadyExists();
  }
  if (row.size > sizeLimitOf(t.target)) throw storageErrors.entityTooLarge();
  const bytes = await sourceBytes(c, t.source.id, t.sourceKey);
  // The destination bucket's types and content rules; the owner's usage does not change.
  await acceptContent(
    c,
    t.target,
    { kind: 'service_role' },
    {
      bytes,
      mimeType: row.mimetype.split(';')[0]?.trim().toLowerCase() ?? '',
    },
    null,
  );
  const stored = await bucketStore(c).put(r2Key(t.target.id, t.destinationKey), bytes, {
    httpMetadata: { contentType: row.mimetype, cacheControl: row.cache_control },
  });
  // The row moves (keeping its id, owner and metadata) only once the bytes are in place;
  // the unique (bucket, name) constraint refuses a destination taken meanwhile.
  await c.env.DB.prepare(
    `UPDATE storage_objects SET bucket_id = ?, name = ?, etag = ?, version = ?, updated_at = ?
     WHERE id = ?`,
  )
    .bind(
      t.target.id,
      t.destinationKey,
      stored.httpEtag,
      crypto.randomUUID(),
      new Date().toISOString(),
      row.id,
    )
    .run();
  await bucketStore(c).delete(r2Key(t.source.id, t.sourceKey));
  return c.json({ message: 'Successfully moved', Id: row.id, Key: t.destinationKey });
});

moveCopyRoutes.post('/copy', async (c) => {
  const t = await transferOf(c, 'read');
  const row = await findObject(c.env.DB, t.source.id, t.sourceKey);
  if (!row) throw storageErrors.noSuchKey();
  const existing = await findObject(c.env.DB, t.target.id, t.destinationKey);
  if (existing && c.req.header('x-upsert') !== 'true') throw storageErrors.keyAlreadyExists();
  if (row.size > sizeLimitOf(t.target)) throw storageErrors.entityTooLarge();
  const copyMetadata = t.body.copyMetadata ?? true;
  const mimeType = (!copyMetadata && t.body.metadata?.mimetype) || row.mimetype;
  const override = !copyMetadata ? t.body.metadata?.cacheControl : undefined;
  const cacheControl = override ? `max-age=${override.replace('max-age=', '')}` : row.cache_control;
  const bytes = await sourceBytes(c, t.source.id, t.sourceKey);
  await acceptContent(
    c,
    t.target,
    t.caller,
    { bytes, mimeType: mimeType.split(';')[0]?.trim().toLowerCase() ?? '' },
    existing,
  );
  const id = await putObject(
    c.env.DB,
    bucketStore(c),
    {
      bucketId: t.target.id,
      name: t.destinationKey,
      bytes,
      mimeType,
      cacheControl,
      userMetadata: copyMetadata ? userMetadataOf(row) : null,
      owner: ownerOf(t.caller),
    },
    new Date(),
  );
  const copied = await findObject(c.env.DB, t.target.id, t.destinationKey);
  return c.json({
    Id: id,
    Key: `${t.target.id}/${t.destinationKey}`,
    ...(copied ? { ...objectJson(copied), bucket_id: t.target.id } : {}),
  });
});
