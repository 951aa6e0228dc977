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
  invalidSignature: () =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature'),
  invalidRequest: (message: string) =>
    new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  missingParameter: (name: string) =>
    new StorageError(
      400,
      'MissingParameter',
      'MissingParameter',
      `Missing Required Parameter ${name}`,
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
