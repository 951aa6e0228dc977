/**
 * The signed token of a mail's one-click unsubscribe (RFC 8058): it names one person and
 * one notification kind, and its HMAC-SHA-256 proves the platform made it, so whoever
 * holds the mail can turn that kind's email off without signing in, and nobody can forge
 * a token for another person or kind. The key is UNSUBSCRIBE_SECRET, else one made once
 * and kept in D1 (local development).
 */
import { isNotificationKind, type NotificationKind } from '../../shared/notify/kinds';

export interface UnsubscribeSubject {
  userId: string;
  kind: NotificationKind;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The signing secret: the configured one, else the one kept in D1 (made on first use). */
export async function unsubscribeSecret(db: D1Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const row = await db
    .prepare(
      `INSERT INTO unsubscribe_keys (id, secret) VALUES (1, ?)
       ON CONFLICT (id) DO UPDATE SET secret = secret RETURNING secret`,
    )
    .bind(fresh)
    .first<{ secret: string }>();
  if (!row) throw new Error('The unsubscribe key could not be read.');
  return row.secret;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** `<base64url(userId ␟ kind)>.<base64url(HMAC)>`: short enough for a mail header. */
export async function signUnsubscribeToken(
  secret: string,
  subject: UnsubscribeSubject,
): Promise<string> {
  const claim = encoder.encode(`${subject.userId}\u001f${subject.kind}`);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), claim);
  return `${base64url(claim)}.${base64url(new Uint8Array(signature))}`;
}

/** The person and kind a token names, or null when it is malformed or not ours. */
export async function verifyUnsubscribeToken(
  secret: string,
  token: string,
): Promise<UnsubscribeSubject | null> {
  const [claimText, signatureText, extra] = token.split('.');
  if (!claimText || !signatureText || extra !== undefined || token.length > 1000) return null;
  const claim = fromBase64url(claimText);
  const signature = fromBase64url(signatureText);
  if (!claim || !signature) return null;
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, claim);
  if (!valid) return null;
  const [userId, kind, rest] = new TextDecoder().decode(claim).split('\u001f');
  if (!userId || !kind || rest !== undefined || !isNotificationKind(kind)) return null;
  return { userId, kind };
}
