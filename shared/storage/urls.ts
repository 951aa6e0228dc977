import { STORAGE_PATH } from './buckets';

/**
 * Same-origin public object URLs (`/storage/v1/object/public/<bucket>/<name>`): what the
 * product stores as a cover or avatar. Relative, so the CSP's `img-src 'self'` covers it
 * and the stored value does not depend on the host. See docs/storage.md.
 */

/** Object names the product writes: safe segments, no dot segments, no backslashes. */
const SAFE_NAME =
  /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** The relative public URL of an object in a public bucket. */
export function publicObjectPath(bucket: string, name: string): string {
  return `${STORAGE_PATH}/object/public/${bucket}/${name}`;
}

/** Matches a relative public URL of the given bucket with a safe object name (max 500 chars). */
export function isPublicObjectPath(value: string, bucket: string): boolean {
  const prefix = `${STORAGE_PATH}/object/public/${bucket}/`;
  if (value.length > 500 || !value.startsWith(prefix)) return false;
  return SAFE_NAME.test(value.slice(prefix.length));
}

/** A fresh object name under `folder` for an upload: `<folder>/<random>.<ext>`. */
export function uploadObjectName(folder: string, mimeType: string, random: string): string {
  const ext = mimeType === 'image/jpeg' ? 'jpg' : (mimeType.split('/')[1] ?? 'bin');
  return `${folder}/${random}.${ext.replace(/[^a-z0-9]/g, '')}`;
}
