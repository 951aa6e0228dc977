import { storageErrors } from './errors';

/** Longest object name accepted (S3's key limit). */
const MAX_NAME_LENGTH = 1024;

/** Bucket ids: what supabase-js itself accepts, minus the characters our URLs would mangle. */
const BUCKET_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** C0/C1 controls, DEL, bidi overrides and zero-width characters: never in an object name. */
const FORBIDDEN_CHARS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\\]/;

/** Whether `id` is a well-formed bucket id. */
export function isValidBucketId(id: string): boolean {
  return BUCKET_ID.test(id);
}

/**
 * Decodes the object name from the URL path segments after the bucket and checks it.
 * Refused (400 InvalidKey): empty names, empty segments, `.` and `..` segments (encoded
 * ones too: `..%2F` decodes to a traversal the URL parser did not resolve), backslashes,
 * control, bidi and zero-width characters, names over 1024 bytes.
 */
export function objectNameOf(rawSegments: readonly string[]): string {
  let name: string;
  try {
    name = rawSegments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    throw storageErrors.invalidKey(rawSegments.join('/'));
  }
  assertValidName(name);
  return name;
}

/** Throws InvalidKey unless `name` is a safe object name (see objectNameOf). */
export function assertValidName(name: string): void {
  const segments = name.split('/');
  const bad =
    name.length === 0 ||
    new TextEncoder().encode(name).byteLength > MAX_NAME_LENGTH ||
    FORBIDDEN_CHARS.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw storageErrors.invalidKey(name);
}

/** Whether `prefix` (a list prefix, may be empty or end in '/') is free of traversal. */
export function isSafePrefix(prefix: string): boolean {
  if (prefix === '') return true;
  if (FORBIDDEN_CHARS.test(prefix) || prefix.length > MAX_NAME_LENGTH) return false;
  return !prefix.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Where an object's bytes live in R2. */
export function r2Key(bucketId: string, name: string): string {
  return `${bucketId}/${name}`;
}
