import type { Env } from '../env';
import { toBase64Url, utf8 } from './crypto';

/** The public half of the ES256 key, as published at /.well-known/jwks.json. */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

/** The private half, in the JWK form hono/jwt signs with (its `kid` goes in the header). */
export interface PrivateJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
  alg: 'ES256';
}

export interface EcKeyPair {
  privateJwk: PrivateJwk;
  publicJwk: PublicJwk;
}

// DER prefix of a PKCS#8 P-256 private key without its optional public key: WebCrypto
// computes the public point on import, so a key pair can be derived from 32 bytes.
const PKCS8_P256_PREFIX = Uint8Array.from([
  0x30, 0x41, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01,
  0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x04, 0x27, 0x30, 0x25, 0x02, 0x01,
  0x01, 0x04, 0x20,
]);

async function hmac(secret: string, label: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(label)));
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

async function thumbprint(x: string, y: string): Promise<string> {
  // RFC 7638: the members in lexicographic order, no whitespace.
  const canonical = JSON.stringify({ crv: 'P-256', kty: 'EC', x, y });
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(canonical)))).slice(
    0,
    16,
  );
}

async function pairFrom(x: string, y: string, d: string, kid?: string): Promise<EcKeyPair> {
  const id = kid ?? (await thumbprint(x, y));
  return {
    privateJwk: { kty: 'EC', crv: 'P-256', x, y, d, kid: id, alg: 'ES256' },
    publicJwk: {
      kty: 'EC',
      crv: 'P-256',
      x,
      y,
      kid: id,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    },
  };
}

/**
 * The local default key: derived from AUTH_JWT_SECRET (HMAC-SHA256 with a fixed label, a
 * PRF, so the published public key says nothing about the secret). Every isolate derives
 * the same pair without storing a private key anywhere.
 */
async function derivedPair(secret: string): Promise<EcKeyPair> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const scalar = await hmac(secret, `es256-signing-key:${attempt}`);
    const der = new Uint8Array(PKCS8_P256_PREFIX.length + scalar.length);
    der.set(PKCS8_P256_PREFIX);
    der.set(scalar, PKCS8_P256_PREFIX.length);
    try {
      const key = await crypto.subtle.importKey(
        'pkcs8',
        der,
        { name: 'ECDSA', namedCurve: 'P-256' },
        true,
        ['sign'],
      );
      const jwk = (await crypto.subtle.exportKey('jwk', key)) as JsonWebKey;
      if (isString(jwk.x) && isString(jwk.y) && isString(jwk.d)) {
        return pairFrom(jwk.x, jwk.y, jwk.d);
      }
    } catch {
      // A scalar at or above the curve order (odds about 2^-32): try the next label.
    }
  }
  throw new Error('could not derive an ES256 key from AUTH_JWT_SECRET');
}

/** AUTH_JWT_SIGNING_KEY: a P-256 private JWK as JSON (`kid` optional). */
async function configuredPair(raw: string): Promise<EcKeyPair> {
  const jwk: unknown = JSON.parse(raw);
  if (typeof jwk !== 'object' || jwk === null) throw new Error('AUTH_JWT_SIGNING_KEY is not a JWK');
  const { kty, crv, x, y, d, kid } = jwk as Record<string, unknown>;
  if (kty !== 'EC' || crv !== 'P-256' || !isString(x) || !isString(y) || !isString(d)) {
    throw new Error(
      'AUTH_JWT_SIGNING_KEY must be a P-256 private JWK (kty EC, crv P-256, x, y, d)',
    );
  }
  return pairFrom(x, y, d, isString(kid) ? kid : undefined);
}

const cache = new Map<string, Promise<EcKeyPair>>();

/**
 * The ES256 key pair of embedded-mode access tokens: AUTH_JWT_SIGNING_KEY when set (a
 * secret; production), else one derived from AUTH_JWT_SECRET (local development). Null
 * when neither is configured. Cached per isolate.
 */
export function signingKeyPair(
  env: Pick<Env, 'AUTH_JWT_SIGNING_KEY' | 'AUTH_JWT_SECRET'>,
): Promise<EcKeyPair> | null {
  const configured = env.AUTH_JWT_SIGNING_KEY;
  const secret = env.AUTH_JWT_SECRET;
  const source = isString(configured)
    ? `jwk:${configured}`
    : isString(secret)
      ? `hs:${secret}`
      : null;
  if (!source) return null;
  let pair = cache.get(source);
  if (!pair) {
    pair = isString(configured) ? configuredPair(configured) : derivedPair(secret ?? '');
    // A broken key must not stay cached as a rejected promise forever.
    pair.catch(() => cache.delete(source));
    cache.set(source, pair);
  }
  return pair;
}
