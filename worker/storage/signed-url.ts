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

/**
 * Checks a token against the object it is presented for. Expired: 400 InvalidJWT
 * "jwt expired"; forged or for another object: 400 InvalidSignature / InvalidJWT.
 */
export async function verifyObjectUrl(
  secret: string,
  token: string,
  bucketId: string,
  name: string,
): Promise<void> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, urlKey(secret), 'HS256');
  } catch (error) {
    if (error instanceof JwtTokenExpired) throw storageErrors.invalidJwt('jwt expired');
    throw storageErrors.invalidJwt('invalid signature');
  }
  if (payload.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
}
