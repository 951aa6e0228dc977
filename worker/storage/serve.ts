import type { BucketRow } from './buckets';
import type { StorageContext } from './context';
import { bucketStore } from './context';
import { storageErrors } from './errors';
import { r2Key } from './keys';
import type { ObjectRow } from './objects';

/**
 * An object's bytes from R2 with its stored type and cache control (max-age=3600 unless
 * the upload said otherwise). Private buckets' objects are `private` so no shared cache
 * keeps a SAFE document; `?download` makes it an attachment. If-None-Match → 304.
 */
export async function serveObject(
  c: StorageContext,
  bucket: BucketRow,
  row: ObjectRow,
): Promise<Response> {
  const cacheControl = bucket.public === 1 ? row.cache_control : `private, ${row.cache_control}`;
  const headers = new Headers({
    'Content-Type': row.mimetype,
    'Cache-Control': cacheControl,
    ETag: row.etag,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
  });
  const download = c.req.query('download');
  if (download !== undefined) {
    const fileName = (download || row.name.split('/').at(-1) || 'download').replace(
      /[^\w.-]/g,
      '_',
    );
    headers.set('Content-Disposition', `attachment; filename="${fileName}"`);
  }
  if (c.req.header('if-none-match') === row.etag) {
    return new Response(null, { status: 304, headers });
  }
  const object = await bucketStore(c).get(r2Key(bucket.id, row.name));
  if (!object) throw storageErrors.noSuchKey();
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
