import { mimeTypeAllowed } from '../../shared/storage/buckets';
import type { BucketRow } from './buckets';
import { allowedMimeTypesOf } from './buckets';
import type { StorageCaller } from './caller';
import type { StorageContext } from './context';
import { storageErrors } from './errors';
import { contentMatchesType, detectedType, GLOBAL_FILE_SIZE_LIMIT } from './file-body';
import { assertWithinQuota, storageQuota } from './quota';

/** The largest object `bucket` takes: its own limit, never past the global one. */
export function sizeLimitOf(bucket: BucketRow): number {
  return Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
}

/**
 * What every write into a bucket checks once the bytes are known (upload, update, signed
 * upload, copy): the bucket's types (415 "mime type … is not supported"), that the bytes
 * are what the type says (415 naming what the file is: "The file is a JPEG, not a PNG"),
 * and the uploader's quotas (docs/storage.md#quotas).
 */
export async function acceptContent(
  c: StorageContext,
  bucket: BucketRow,
  caller: StorageCaller,
  file: { bytes: Uint8Array; mimeType: string },
  replaced: { size: number; owner: string | null } | null,
): Promise<void> {
  if (!mimeTypeAllowed(file.mimeType, allowedMimeTypesOf(bucket))) {
    throw storageErrors.invalidMimeType(file.mimeType);
  }
  if (!contentMatchesType(file.bytes, file.mimeType)) {
    const actual = detectedType(file.bytes);
    throw storageErrors.contentMismatch(file.mimeType, actual);
  }
  if (caller.kind === 'user') {
    await assertWithinQuota(
      c.env.DB,
      storageQuota(c.env),
      caller.id,
      file.bytes.byteLength,
      replaced,
    );
  }
}
