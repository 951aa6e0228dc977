import { decode, sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import type { Env } from '../env';
import type { EcKeyPair } from './signing-keys';
import { signingKeyPair } from './signing-keys';
import type { JsonObject, UserRow } from './user-json';
import { parseObject } from './user-json';
import { isUuid } from '../../shared/uuid';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of an embedded-mode access token (docs/auth.md#tokens). */
export interface AccessClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: JsonObject;
  user_metadata: JsonObject;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface TokenInput {
  issuer: string;
  user: UserRow;
  sessionId: string;
  aal: string;
  amr: AmrEntry[];
  /** Unix seconds. */
  issuedAt: number;
  lifetimeSeconds: number;
}

/**
 * How access tokens are signed: ES256 by default (the public key is published at
 * /auth/v1/.well-known/jwks.json, so supabase-js `getClaims()` verifies locally), or
 * HS256 with AUTH_JWT_SECRET when AUTH_JWT_ALGORITHM is "HS256" (what a hosted project
 * without signing keys issues). Tokens of either kind verify, so switching keeps
 * existing sessions valid.
 */
export interface TokenKeys {
  algorithm: 'ES256' | 'HS256';
  secret: string | null;
  pair: Promise<EcKeyPair> | null;
}

type KeyEnv = Pick<Env, 'AUTH_JWT_SECRET' | 'AUTH_JWT_SIGNING_KEY' | 'AUTH_JWT_ALGORITHM'>;

/** The signing and verifying keys configured in the Worker's env. */
export function tokenKeys(env: KeyEnv): TokenKeys {
  const secret = env.AUTH_JWT_SECRET ? env.AUTH_JWT_SECRET : null;
  return {
    algorithm: env.AUTH_JWT_ALGORITHM === 'HS256' ? 'HS256' : 'ES256',
    secret,
    pair: signingKeyPair(env),
  };
}

/** Signs an access token with GoTrue's claims, ES256 (with `kid`) or HS256. */
export async function signAccessToken(keys: TokenKeys, input: TokenInput): Promise<string> {
  const claims: AccessClaims = {
    iss: input.issuer,
    sub: input.user.id,
    aud: input.user.aud,
    exp: input.issuedAt + input.lifetimeSeconds,
    iat: input.issuedAt,
    email: input.user.email,
    phone: '',
    app_metadata: parseObject(input.user.raw_app_meta_data),
    user_metadata: parseObject(input.user.raw_user_meta_data),
    role: input.user.role,
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: false,
  };
  if (keys.algorithm === 'ES256' && keys.pair) {
    return sign({ ...claims }, (await keys.pair).privateJwk, 'ES256');
  }
  if (!keys.secret) throw new Error('AUTH_JWT_SECRET is not configured');
  return sign({ ...claims }, keys.secret, 'HS256');
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid' | 'claims'; detail: string };

function headerOf(token: string): { alg?: unknown; kid?: unknown } | null {
  try {
    return decode(token).header;
  } catch {
    return null;
  }
}

/**
 * Verifies signature, expiry and the claims the server relies on. Never throws. Accepts
 * HS256 (AUTH_JWT_SECRET) and ES256 (our key, matched by `kid`); the algorithm is taken
 * from the key that matches, never trusted from the header alone, so a public key can
 * never be used as an HMAC secret. `source` is the Worker env, or the HS256 secret alone
 * (then ES256 tokens verify against the key derived from that secret).
 */
export async function verifyAccessToken(
  source: KeyEnv | string,
  token: string,
): Promise<VerifyResult> {
  const keys = tokenKeys(typeof source === 'string' ? { AUTH_JWT_SECRET: source } : source);
  const header = headerOf(token);
  let payload: Record<string, unknown>;
  try {
    if (header?.alg === 'ES256' && keys.pair) {
      const { publicJwk } = await keys.pair;
      if (header.kid !== publicJwk.kid) throw new Error('unknown signing key');
      payload = await verify(token, publicJwk, { alg: 'ES256', aud: 'authenticated' });
    } else if (keys.secret) {
      payload = await verify(token, keys.secret, { alg: 'HS256', aud: 'authenticated' });
    } else {
      throw new Error('no key to verify the token with');
    }
  } catch (error) {
    if (error instanceof JwtTokenExpired) {
      return { ok: false, reason: 'expired', detail: 'token has invalid claims: token is expired' };
    }
    const message = error instanceof Error ? error.message : 'invalid token';
    return { ok: false, reason: 'invalid', detail: message };
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    return { ok: false, reason: 'claims', detail: 'invalid claim: missing sub claim' };
  }
  if (!isUuid(payload.sub)) {
    return { ok: false, reason: 'claims', detail: 'invalid claim: sub claim must be a UUID' };
  }
  if (typeof payload.session_id !== 'string' || typeof payload.exp !== 'number') {
    return { ok: false, reason: 'claims', detail: 'invalid claim: missing session_id claim' };
  }
  return { ok: true, claims: payload as unknown as AccessClaims };
}

/** The raw token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** Whether a string has the three-part shape of a JWT (the publishable key does not). */
export function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token);
}
