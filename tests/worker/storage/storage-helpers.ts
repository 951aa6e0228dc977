/**
 * Storage test helpers: the real supabase-js client (its `storage` API) over the
 * worker's fetch, signed in as a given user or anonymous, and small valid files.
 */
import { SELF, env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN } from '../helpers/auth';

/** supabase-js against the worker; with a token, every call carries that user's Bearer. */
export function storageAs(accessToken?: string) {
  return createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: {
      fetch: (input, init) => SELF.fetch(input, init),
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage;
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** A PNG file (a Blob: supabase-js sends it as multipart form data, as browsers do). */
export function pngFile(extraBytes = 0): Blob {
  const bytes = new Uint8Array(PNG_BYTES.byteLength + extraBytes);
  bytes.set(PNG_BYTES);
  return new Blob([bytes], { type: 'image/png' });
}

/** A minimal PDF-looking document. */
export function pdfFile(text = 'signed SAFE'): Blob {
  return new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });
}

/** A raw storage request (for what supabase-js cannot express, like encoded `..`). */
export function storageFetch(path: string, init: RequestInit = {}, accessToken?: string) {
  const headers = new Headers(init.headers);
  headers.set('apikey', PUBLIC_API_KEY);
  headers.set('Authorization', `Bearer ${accessToken ?? PUBLIC_API_KEY}`);
  return SELF.fetch(`${TEST_ORIGIN}/storage/v1${path}`, { ...init, headers });
}

/** The supabase-js error as the tests assert it: HTTP status and the body's meaning. */
export function errorShape(error: unknown) {
  const e = error as { status?: number; statusCode?: string; message?: string } | null;
  return { status: e?.status, statusCode: e?.statusCode, message: e?.message };
}

/** The hosted service role key's shape: an HS256 JWT with role service_role. */
export function serviceKey(): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign(
    { iss: 'supabase', role: 'service_role', iat, exp: iat + 3600 },
    env.AUTH_JWT_SECRET ?? '',
    'HS256',
  );
}

/** supabase-js with the service role key (apikey and Bearer), as a server calls storage. */
export async function serviceStorage() {
  return createClient(TEST_ORIGIN, await serviceKey(), {
    global: { fetch: (input, init) => SELF.fetch(input, init) },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage;
}

/** A real JPEG's first bytes (SOI and a JFIF APP0 marker): enough for the content check. */
export function jpegBytes(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
}
