import type { Context } from 'hono';

/**
 * An error in Supabase Storage's shape: `{ statusCode, code, error, message }`, where
 * `statusCode` is the meaning (a string, "404") and the HTTP status is 400 for every
 * client error, as the hosted storage server answers. That is why supabase-js and the
 * product treat both 400 and 404 as "not there" (docs/storage.md#errors).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** "a PNG" for image/png: how the content check names a type in words. */
export function describeType(mimeType: string): string {
  const names: Record<string, string> = {
    'image/png': 'a PNG',
    'image/jpeg': 'a JPEG',
    'image/gif': 'a GIF',
    'image/webp': 'a WebP image',
    'application/pdf': 'a PDF',
  };
  return names[mimeType] ?? mimeType;
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mimeType} is not supported`,
    ),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  /** What row-level security answers when a write or read is not allowed. */
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  invalidRequest: (message: string) =>
    new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  missingParameter: (name: string) =>
    new StorageError(
      400,
      'MissingParameter',
      'MissingParameter',
      `Missing Required Parameter ${name}`,
    ),
  /** Hosted storage's JWT check on a request with no credentials at all. */
  noCredentials: () => new StorageError(403, 'AccessDenied', 'Unauthorized', 'Invalid Compact JWS'),
  /** An upload whose bytes are not the type it declares (what the bytes are, when known). */
  contentMismatch: (declared: string, actual: string | null) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `The file is ${actual ? `${describeType(actual)}, ` : ''}not ${describeType(declared)} (declared ${declared})`,
    ),
  /** A Supabase Storage route this server does not offer, named (docs/storage.md#endpoints). */
  notSupported: (feature: string) =>
    new StorageError(
      400,
      'NotSupported',
      'NotSupported',
      `The feature ${feature} is not enabled for this resource`,
    ),
  /** A per-user storage quota (docs/storage.md#quotas), named with its limit. */
  quotaExceeded: (message: string) =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', message),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'InvalidRequest',
      'Bucket not empty',
      'The bucket you tried to delete is not empty',
    ),
};

/** Renders a StorageError: HTTP 400 for client errors (faults keep their 5xx), the meaning in the body. */
export function storageErrorResponse(c: Context, error: StorageError): Response {
  const status = error.statusCode >= 500 ? (error.statusCode as 500 | 502 | 504) : 400;
  return c.json(
    {
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    },
    status,
    { 'Cache-Control': 'no-store' },
  );
}
