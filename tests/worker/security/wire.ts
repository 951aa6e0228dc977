/**
 * Sending requests the way supabase-js and the SPA do, and reading whether an error
 * answer explains itself.
 */
import { SELF } from 'cloudflare:test';
import { PUBLIC_API_KEY } from '../../../shared/constants';

/** Headers every supabase-js call carries; `authorization` replaces the anon bearer. */
export function clientHeaders(authorization: string | null = `Bearer ${PUBLIC_API_KEY}`) {
  const headers = new Headers({
    apikey: PUBLIC_API_KEY,
    'x-client-info': 'supabase-js/2.119.0; runtime=web',
    'x-supabase-api-version': '2024-01-01',
  });
  if (authorization !== null) headers.set('authorization', authorization);
  return headers;
}

export interface Sent {
  status: number;
  text: string;
  headers: Headers;
}

/** One request through the whole Worker (SELF), its body read as text. */
export async function send(
  method: string,
  url: string,
  options: { headers?: Headers; body?: string | Uint8Array; contentType?: string | null } = {},
): Promise<Sent> {
  const headers = new Headers(options.headers);
  if (options.contentType) headers.set('content-type', options.contentType);
  const init: RequestInit = { method, headers, redirect: 'manual' };
  if (options.body !== undefined && method !== 'GET' && method !== 'HEAD') init.body = options.body;
  const res = await SELF.fetch(url, init);
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/**
 * The human-readable message of an error body in any of the product's three shapes:
 * /api's `{ error: { message } }`, GoTrue's `{ code, message }` / `{ msg }` /
 * `{ error_description }`, PostgREST's `{ code, details, hint, message }`.
 */
export function errorMessage(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (typeof nested === 'object' && nested !== null) {
    const message = (nested as Record<string, unknown>).message;
    if (typeof message === 'string') return message;
  }
  for (const key of ['message', 'msg', 'error_description']) {
    const value = record[key];
    if (typeof value === 'string') return value;
  }
  return null;
}

/** A clear message: a sentence a person can read, not empty, not a stack trace. */
export function isClearMessage(message: string | null): boolean {
  return (
    message !== null &&
    message.trim().length >= 5 &&
    message.length <= 500 &&
    !/\bat\s+\S+\s+\(|SQLITE_|D1_ERROR|TypeError|ReferenceError|undefined is not/i.test(message)
  );
}
