import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ownerOf, resolveStorageCaller } from './caller';
import { objectTarget, requireBucket, signingSecret } from './context';
import { storageErrors } from './errors';
import { writeUpload } from './object-write-routes';
import { mayAccess } from './policy';
import { signUploadUrl, verifyUploadUrl } from './signed-url';

/**
 * Signed upload URLs (storage-js `createSignedUploadUrl` / `uploadToSignedUrl`), as hosted
 * storage has them (docs/storage.md#signed-urls). Making one checks the caller's right to
 * write the name, as an upload would; the token then carries that right (its owner and
 * whether it may replace) for two hours, so the upload itself needs no other credential.
 * The upload follows every other rule of the bucket (size, types, content, the owner's
 * quota), and without `upsert` a second upload to the same URL is 409.
 */
export const signedUploadRoutes = new Hono<AppEnv>();

signedUploadRoutes.post('/upload/sign/:bucket/*', async (c) => {
  const { bucketId, name } = objectTarget(c, 'upload/sign');
  const bucket = await requireBucket(c, bucketId);
  const caller = await resolveStorageCaller(c);
  if (!(await mayAccess(c.env.DB, caller, bucket.id, name, 'write'))) {
    throw storageErrors.accessDenied();
  }
  const token = await signUploadUrl(
    signingSecret(c),
    bucket.id,
    name,
    { owner: ownerOf(caller), upsert: c.req.header('x-upsert') === 'true' },
    Math.floor(Date.now() / 1000),
  );
  const path = new URL(c.req.url).pathname.slice('/storage/v1'.length);
  return c.json({ url: `${path}?token=${token}`, token });
});

signedUploadRoutes.put('/upload/sign/:bucket/*', async (c) => {
  const { bucketId, name } = objectTarget(c, 'upload/sign');
  const token = c.req.query('token');
  if (!token) throw storageErrors.missingParameter('token');
  const grant = await verifyUploadUrl(signingSecret(c), token, bucketId, name);
  const bucket = await requireBucket(c, bucketId);
  await writeUpload(c, bucket, name, {
    // The quota is the owner's, as if they had uploaded it themselves.
    caller: grant.owner ? { kind: 'user', id: grant.owner, role: null } : { kind: 'service_role' },
    owner: grant.owner,
    mode: 'create',
    upsert: grant.upsert,
  });
  return c.json({ Key: `${bucket.id}/${name}` });
});
