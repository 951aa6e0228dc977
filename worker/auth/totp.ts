/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA1, 30-second steps, six digits, as GoTrue
 * and every authenticator app use. Written on Web Crypto rather than taken from a
 * library: it is a few lines, and it runs unchanged in workerd and Node.
 */
import { randomBytes, utf8 } from './crypto';

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (the form otpauth URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case and padding ignored); throws on any other character. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.toUpperCase().replace(/=+$/, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** A new 160-bit secret, base32 (GoTrue's and most apps' default size). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step a moment falls in. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The six-digit HOTP code of `secret` (base32) for a counter. */
export async function hotp(secret: string, counter: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    base32Decode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The TOTP code of `secret` at `now`. */
export function totpCode(secret: string, now: Date): Promise<string> {
  return hotp(secret, timeStep(now));
}

/**
 * The step whose code `code` is, within one step either side of now (GoTrue's skew of
 * 1), or null. Steps at or before `usedStep` are not tried: a code, once accepted, is
 * never accepted again, nor is any older one.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  usedStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(now);
  let matched: number | null = null;
  // Every candidate is computed, so the time taken does not tell which one matched.
  for (const step of [current - 1, current, current + 1]) {
    const expected = await hotp(secret, step);
    let difference = 0;
    for (let i = 0; i < DIGITS; i++) difference |= expected.charCodeAt(i) ^ code.charCodeAt(i);
    if (difference === 0 && (usedStep === null || step > usedStep)) matched = step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read from the QR code (pquerna/otp's form). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

async function sealingKey(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', utf8(`mfa-secret-seal:${secret}`));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * Seals a TOTP secret for storage (AES-GCM, key derived from AUTH_JWT_SECRET, the
 * factor id as associated data): a copy of the database alone does not give anyone the
 * codes.
 */
export async function sealSecret(secret: string, key: string, factorId: string): Promise<string> {
  const iv = randomBytes(12);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(factorId) },
    await sealingKey(key),
    utf8(secret),
  );
  return `${base32Encode(iv)}.${base32Encode(new Uint8Array(sealed))}`;
}

/** Opens a sealed TOTP secret; throws when it was tampered with or the key changed. */
export async function openSecret(sealed: string, key: string, factorId: string): Promise<string> {
  const [iv = '', body = ''] = sealed.split('.');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base32Decode(iv), additionalData: utf8(factorId) },
    await sealingKey(key),
    base32Decode(body),
  );
  return new TextDecoder().decode(plain);
}
