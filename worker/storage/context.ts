import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { authConfig } from '../auth/config';
import type { BucketRow } from './buckets';
import { findBucket } from './buckets';
import { storageErrors } from './errors';
import { isValidBucketId, objectNameOf } from './keys';

const MAX_JSON_BYTES = 1024 * 1024;

export type StorageContext = Context<AppEnv>;

/** The R2 binding; a deployment without it is a configuration fault, not a client error. */
export function bucketStore(c: StorageContext): R2Bucket {
  if (!c.env.STORAGE) throw new Error('storage: the STORAGE R2 binding is missing');
  return c.env.STORAGE;
}

export function signingSecret(c: StorageContext): string {
  const secret = authConfig(c.env).jwtSecret;
  if (!secret) throw new Error('storage: AUTH_JWT_SECRET is not set');
  return secret;
}

/**
 * The bucket id and raw (still percent-encoded) object segments after `/storage/v1/object/
 * <kind>/`, read from the undecoded URL so an encoded `..%2F` is seen as written.
 */
export function objectTarget(c: StorageContext, kind: string): { bucketId: string; name: string } {
  const pathname = new URL(c.req.url).pathname;
  const base = `/storage/v1/object/${kind ? `${kind}/` : ''}`;
  const [bucketRaw = '', ...rest] = pathname.slice(base.length).split('/');
  let bucketId: string;
  try {
    bucketId = decodeURIComponent(bucketRaw);
  } catch {
    throw storageErrors.invalidBucketName();
  }
  if (!isValidBucketId(bucketId)) throw storageErrors.noSuchBucket();
  return { bucketId, name: objectNameOf(rest) };
}

/** The bucket row, or 404 NoSuchBucket (in a 400, as hosted). */
export async function requireBucket(c: StorageContext, bucketId: string): Promise<BucketRow> {
  const bucket = isValidBucketId(bucketId) ? await findBucket(c.env.DB, bucketId) : null;
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** Parses a JSON body against a schema; malformed or wrong-shaped → 400 InvalidRequest. */
export async function jsonBodyOf<S extends v.GenericSchema>(
  c: StorageContext,
  schema: S,
): Promise<v.InferOutput<S>> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_JSON_BYTES) {
    throw storageErrors.entityTooLarge();
  }
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw storageErrors.entityTooLarge();
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  const result = v.safeParse(schema, parsed);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    throw storageErrors.invalidRequest(`body/${path ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  return result.output;
}
