import { constantTimeEqual, fromBase64, randomBytes, toBase64, utf8 } from './crypto';

/** workerd caps PBKDF2 at 100,000 iterations; that cap is the cost we use. */
const ITERATIONS = 100_000;
const KEY_BITS = 256;
const PREFIX = 'pbkdf2-sha256';

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

/** Hashes a password as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, ITERATIONS);
  return `${PREFIX}$${ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

// Checked when the email is unknown, so that an unknown email costs exactly what a wrong
// password costs (same iterations and key length). No password derives to it.
const DUMMY_HASH = `${PREFIX}$${ITERATIONS}$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;

/**
 * Checks a password against a stored hash in constant time. With `stored === null` (no
 * such user) it checks a dummy hash and answers false, so both cost the same.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const encoded = stored ?? DUMMY_HASH;
  const [prefix, iterations, salt, hash] = encoded.split('$');
  if (prefix !== PREFIX || !iterations || !salt || !hash) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), Number(iterations));
  return constantTimeEqual(actual, expected) && stored !== null;
}
