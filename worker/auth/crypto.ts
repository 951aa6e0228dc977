/** Small WebCrypto helpers shared by the auth modules (workerd and Node both have them). */

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(text));
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text)));
}

/** Compares two byte strings in time that depends only on their lengths. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** GoTrue's v1 refresh token: 12 random lower-case base32 characters. */
export function newRefreshToken(): string {
  return Array.from(randomBytes(12), (byte) => BASE32[byte & 31]).join('');
}

/** A six-digit one-time code, as GoTrue puts in its emails. */
export function newOtp(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * The stored form of an emailed token, which is also the token in the emailed link.
 * GoTrue stores sha224(email + otp), but anyone can compute a plain hash of an email and
 * each of the million six-digit codes, and try those as link tokens, where a wrong guess
 * cannot be counted against any account. So the hash is keyed with the server's secret
 * (HMAC-SHA256): a link token cannot be derived from a guessed code, and a code can only
 * be tried through /verify with its email, where wrong guesses are counted and burn it.
 * Emailed links must pass the secret; without one (no embedded sessions can be signed
 * then anyway) it is a plain hash.
 */
export async function tokenHash(
  email: string,
  otp: string,
  secret: string | null = null,
): Promise<string> {
  if (!secret) return toHex(await sha256(email + otp));
  const key = await crypto.subtle.importKey(
    'raw',
    utf8(`email-link-token:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(email + otp))));
}
