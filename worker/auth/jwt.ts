import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import type { JsonObject, UserRow } from './user-json';
import { parseObject } from './user-json';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of an embedded-mode access token (auth-contract §3). */
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

/** Signs an HS256 access token with GoTrue's claims. */
export function signAccessToken(secret: string, input: TokenInput): Promise<string> {
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
  return sign({ ...claims }, secret, 'HS256');
}

export type VerifyResult =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid' | 'claims'; detail: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verifies signature, expiry and the claims the server relies on. Never throws. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifyResult> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, secret, { alg: 'HS256', aud: 'authenticated' });
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
  if (!UUID.test(payload.sub)) {
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
