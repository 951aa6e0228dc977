import type { Env } from '../env';
import { formatFileSize } from '../../shared/storage/buckets';
import { storageErrors } from './errors';

/**
 * Per-user storage quotas (docs/storage.md#quotas): what one account may keep across all
 * buckets, in bytes and in files. Hosted storage bounds a project as a whole; here every
 * signed-in uploader has their own bound, so one account cannot fill the store. The
 * service role key has none. Settings: STORAGE_QUOTA_BYTES_PER_USER,
 * STORAGE_QUOTA_FILES_PER_USER.
 */
export interface StorageQuota {
  bytes: number;
  files: number;
}

export const DEFAULT_QUOTA: StorageQuota = { bytes: 200 * 1024 * 1024, files: 200 };

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isSafeInteger(value) && value > 0
    ? value
    : fallback;
}

export function storageQuota(env: Env): StorageQuota {
  return {
    bytes: positiveInt(env.STORAGE_QUOTA_BYTES_PER_USER, DEFAULT_QUOTA.bytes),
    files: positiveInt(env.STORAGE_QUOTA_FILES_PER_USER, DEFAULT_QUOTA.files),
  };
}

/** What an owner keeps now, over every bucket. */
export async function usageOf(
  db: D1Database,
  owner: string,
): Promise<{ bytes: number; files: number }> {
  const row = await db
    .prepare(
      'SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM storage_objects WHERE owner = ?',
    )
    .bind(owner)
    .first<{ files: number; bytes: number }>();
  return { bytes: row?.bytes ?? 0, files: row?.files ?? 0 };
}

/**
 * Refuses a write that would take `owner` over a quota, in hosted storage's shape
 * (400 with statusCode "413", EntityTooLarge) and a message naming the limit.
 * `replaced` is the object the write overwrites, when it is already the owner's: its
 * bytes and its file are given back first.
 */
export async function assertWithinQuota(
  db: D1Database,
  quota: StorageQuota,
  owner: string,
  size: number,
  replaced: { size: number; owner: string | null } | null,
): Promise<void> {
  const usage = await usageOf(db, owner);
  const mine = replaced?.owner === owner;
  const files = usage.files - (mine ? 1 : 0) + 1;
  const bytes = usage.bytes - (mine ? (replaced?.size ?? 0) : 0) + size;
  if (files > quota.files) {
    throw storageErrors.quotaExceeded(
      `The upload exceeded your quota of ${quota.files} files: remove files you no longer need first`,
    );
  }
  if (bytes > quota.bytes) {
    throw storageErrors.quotaExceeded(
      `The upload exceeded your storage quota of ${formatFileSize(quota.bytes)} (${formatFileSize(usage.bytes)} used): remove files you no longer need first`,
    );
  }
}
