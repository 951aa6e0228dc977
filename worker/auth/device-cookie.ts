/**
 * Device cookies (OWASP's "Slow down online guessing attacks with device cookies"): a
 * browser that signed in to an account with its password gets a signed cookie naming
 * that account. Failed passwords from browsers without one are throttled per account and
 * per network, so guessing stays slow; a browser with one has its own budget, so a
 * guesser elsewhere cannot lock the owner out. The cookie is not a credential: it only
 * chooses which failure budget a sign-in spends, and the password is checked as ever.
 *
 * Name `lf_device_<tag>`: one per account, the tag an HMAC of the normalized email (the
 * email itself never appears). Value `<nonce>.<issued seconds>.<HMAC>`, the HMAC over the
 * account, nonce and issue time with a worker secret. HttpOnly, SameSite=Strict, Path=/,
 * Secure except on a loopback host (plain-http local development), 400 days (the longest
 * a browser keeps a cookie).
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Env } from '../env';
import { randomBytes, toBase64Url, toHex, utf8 } from './crypto';

/** How long a device stays known without signing in again (Chrome's cap on any cookie). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const LABEL = 'launchfund-device-cookie-v1';

/**
 * The HMAC key: AUTH_DEVICE_COOKIE_SECRET when set, else derived from the token secret
 * (AUTH_JWT_SECRET or AUTH_JWT_SIGNING_KEY) under its own label, so no extra secret is
 * needed and none is reused as is. Null without any of them: no device is ever trusted.
 */
async function deviceKey(env: Env): Promise<CryptoKey | null> {
  const source =
    env.AUTH_DEVICE_COOKIE_SECRET || env.AUTH_JWT_SECRET || env.AUTH_JWT_SIGNING_KEY || '';
  if (source === '') return null;
  const base = await crypto.subtle.importKey(
    'raw',
    utf8(source),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const derived = await crypto.subtle.sign('HMAC', base, utf8(LABEL));
  return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

async function mac(key: CryptoKey, text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(text))));
}

async function cookieName(key: CryptoKey, email: string): Promise<string> {
  return `lf_device_${(await mac(key, `name:${email}`)).replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}`;
}

/** A browser known to the account: its nonce keys the browser's own failure budget. */
export interface KnownDevice {
  nonce: string;
}

/**
 * The device this request's cookie proves for `email` (normalized), or null: no cookie,
 * a forged or altered one, one of another account, or one older than its lifetime.
 */
export async function knownDevice(
  c: Context,
  env: Env,
  email: string,
  now: Date,
): Promise<KnownDevice | null> {
  const key = await deviceKey(env);
  if (!key) return null;
  const value = getCookie(c, await cookieName(key, email));
  const match = value ? /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, nonce = '', issued = '', signature = ''] = match;
  const expected = await mac(key, `device:${email}:${nonce}:${issued}`);
  // Both are base64url HMACs of fixed length: compare every character.
  let difference = expected.length ^ signature.length;
  for (let i = 0; i < expected.length; i++) {
    difference |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  }
  if (difference !== 0) return null;
  const age = now.getTime() / 1000 - Number(issued);
  if (age < 0 || age > DEVICE_COOKIE_MAX_AGE_SECONDS) return null;
  return { nonce };
}

function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost');
}

/**
 * Sets the account's device cookie after a right password: the browser's own nonce when
 * it had a valid cookie (its budget stays its own), else a new one.
 */
export async function rememberDevice(
  c: Context,
  env: Env,
  email: string,
  device: KnownDevice | null,
  now: Date,
): Promise<void> {
  const key = await deviceKey(env);
  if (!key) return;
  const nonce = device?.nonce ?? toBase64Url(randomBytes(16));
  const issued = String(Math.floor(now.getTime() / 1000));
  const signature = await mac(key, `device:${email}:${nonce}:${issued}`);
  setCookie(c, await cookieName(key, email), `${nonce}.${issued}.${signature}`, {
    httpOnly: true,
    secure: !isLoopbackHost(c.req.url),
    sameSite: 'Strict',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** The per-device budget's subject: the device's nonce, hashed so no cookie sits in D1. */
export async function deviceSubject(email: string, device: KnownDevice): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', utf8(`${email}:${device.nonce}`));
  return `device:${toHex(new Uint8Array(digest)).slice(0, 32)}`;
}
