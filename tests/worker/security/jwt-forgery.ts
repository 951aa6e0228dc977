/**
 * Hand-made tokens for the access-control matrix: each one is a way an attacker could
 * try to pass as someone else. The worker must refuse every one of them.
 */

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64urlDecode(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

export type JwtClaims = Record<string, unknown>;

/** The claims of a JWT, unverified (tests only: to copy a real token's shape). */
export function decodeClaims(token: string): JwtClaims {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(base64urlDecode(part)) as JwtClaims;
}

/** Signs `claims` with HS256 (or writes an unsigned token for `alg: none`). */
export async function signJwt(
  claims: JwtClaims,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): Promise<string> {
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  if (header.alg === 'none') return `${signingInput}.`;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(signingInput));
  return `${signingInput}.${base64url(new Uint8Array(signature))}`;
}

export interface ForgedToken {
  name: string;
  /** The Authorization header to send, or null for none at all. */
  authorization: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Every forgery of a real access token we try: missing, malformed, unsigned, signed with
 * another key, tampered claims under the original signature, expired but genuinely
 * signed, and the public API key used as a bearer token.
 */
export async function forgeriesOf(
  realToken: string,
  secret: string,
  impersonate: { id: string; email: string },
): Promise<ForgedToken[]> {
  const claims = decodeClaims(realToken);
  const [header, , signature] = realToken.split('.');
  const escalated: JwtClaims = {
    ...claims,
    sub: impersonate.id,
    email: impersonate.email,
    app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
    user_metadata: { role: 'admin', full_name: 'Mallory' },
  };
  const tamperedPayload = base64url(JSON.stringify(escalated));
  return [
    { name: 'anonymous (no Authorization header)', authorization: null },
    { name: 'a bearer that is not a JWT', authorization: 'Bearer not-a-jwt' },
    {
      name: 'the public API key as bearer',
      authorization: 'Bearer sb_publishable_launchfund_local',
    },
    { name: 'an empty bearer', authorization: 'Bearer ' },
    { name: 'a Basic credential', authorization: `Basic ${btoa('admin@example.com:x')}` },
    {
      name: 'alg: none with escalated claims',
      authorization: `Bearer ${await signJwt(escalated, '', { alg: 'none', typ: 'JWT' })}`,
    },
    {
      name: 'alg: none, unchanged claims',
      authorization: `Bearer ${await signJwt(claims, '', { alg: 'none', typ: 'JWT' })}`,
    },
    {
      name: 're-signed with another key',
      authorization: `Bearer ${await signJwt(escalated, 'attacker-chosen-secret-0123456789abcdef')}`,
    },
    {
      name: 'escalated claims under the original signature',
      authorization: `Bearer ${header}.${tamperedPayload}.${signature}`,
    },
    {
      name: 'the original token with its signature stripped',
      authorization: `Bearer ${header}.${realToken.split('.')[1]}.`,
    },
    {
      name: 'expired, genuinely signed',
      authorization: `Bearer ${await signJwt({ ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, secret)}`,
    },
    {
      name: 'genuinely signed for a wrong audience',
      authorization: `Bearer ${await signJwt({ ...claims, aud: 'some-other-service' }, secret)}`,
    },
  ];
}
