import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import { storageErrors } from './errors';

/**
 * Signed URL tokens, as hosted storage makes them: an HS256 JWT `{ url, iat, exp }` where
 * `url` is `<bucket>/<name>`. The key is derived from AUTH_JWT_SECRET with a purpose
 * label, so a signed-URL token can never pass as an access token or the other way round
 * (docs/storage.md#signed-urls).
 */

/** Longest life a signed URL may ask for: one year, as hosted storage caps it. */
export const MAX_SIGNED_URL_SECONDS = 365 * 24 * 3600;

function urlKey(secret: string): string {
  return `${secret}:storage-signed-url`;
}

export function signObjectUrl(
  secret: string,
  bucketId: string,
  name: string,
  expiresIn: number,
  nowSeconds: number,
): Promise<string> {
  return sign(
    { url: `${bucketId}/${name}`, iat: nowSeconds, exp: nowSeconds + expiresIn },
    urlKey(secret),
    'HS256',
  );
}

/** How long a signed upload URL lives: two hours, hosted storage's default. */
export const SIGNED_UPLOAD_URL_SECONDS = 2 * 3600;

/**
 * A signed upload URL's token: `{ url, owner, upsert, scope: "upload" }`, as hosted
 * storage makes them. It carries the right to write one name, checked when it was made,
 * so the upload itself needs no other credential.
 */
export function signUploadUrl(
  secret: string,
  bucketId: string,
  name: string,
  grant: { owner: string | null; upsert: boolean },
  nowSeconds: number,
): Promise<string> {
  return sign(
    {
      url: `${bucketId}/${name}`,
      ...(grant.owner ? { owner: grant.owner } : {}),
      upsert: grant.upsert,
      scope: 'upload',
      iat: nowSeconds,
      exp: nowSeconds + SIGNED_UPLOAD_URL_SECONDS,
    },
    urlKey(secret),
    'HS256',
  );
}

async function verifiedPayload(secret: string, token: string): Promise<Record<string, unknown>> {
  try {
    return await verify(token, urlKey(secret), 'HS256');
  } catch (error) {
    if (error instanceof JwtTokenExpired) throw storageErrors.invalidJwt('jwt expired');
    throw storageErrors.invalidJwt('invalid signature');
  }
}

/**
 * Checks a download token against the object it is presented for. Expired: 400
 * InvalidJWT "jwt expired"; forged: InvalidJWT; for another object, or an upload token:
 * InvalidSignature.
 */
export async function verifyObjectUrl(
  secret: string,
  token: string,
  bucketId: string,
  name: string,
): Promise<void> {
  const payload = await verifiedPayload(secret, token);
  if (payload.scope !== undefined && payload.scope !== 'download') {
    throw storageErrors.invalidSignature('Token is not scoped for download');
  }
  if (payload.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
}

/** Checks an upload token (as verifyObjectUrl) and answers what it grants. */
export async function verifyUploadUrl(
  secret: string,
  token: string,
  bucketId: string,
  name: string,
): Promise<{ owner: string | null; upsert: boolean }> {
  const payload = await verifiedPayload(secret, token);
  if (payload.scope !== 'upload') {
    throw storageErrors.invalidSignature('Token is not scoped for upload');
  }
  if (payload.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
  return {
    owner: typeof payload.owner === 'string' ? payload.owner : null,
    upsert: payload.upsert === true,
  };
}
