import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { authConfig } from './config';
import { bearerToken, looksLikeJwt } from './jwt';

/**
 * Proxy mode's one way to the hosted Supabase project, shared by /auth/v1, /rest/v1
 * (worker/auth/proxy.ts) and /storage/v1 (worker/storage/proxy.ts), so that what may
 * cross in either direction is decided in one place.
 */

/** Hop-by-hop headers (RFC 9110 §7.6.1) and the one the platform sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * `source` without its hop-by-hop headers, the ones its Connection header names, the
 * platform's own (`cf-*`) and `also` (lower case).
 */
export function forwardableHeaders(source: Headers, also: readonly string[] = []): Headers {
  const named = (source.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named, ...also]);
  const headers = new Headers();
  // Appended, not set: iteration gives each Set-Cookie on its own, and every one must cross.
  for (const [name, value] of source) {
    if (!dropped.has(name) && !name.startsWith('cf-')) headers.append(name, value);
  }
  return headers;
}

/** The hosted project's URL for this request: the same path and query on its origin. */
export function upstreamUrl(c: Context<AppEnv>): URL {
  const incoming = new URL(c.req.url);
  return new URL(incoming.pathname + incoming.search, c.env.SUPABASE_URL ?? '');
}

/**
 * The caller's headers as the hosted project must see them: forwardable (`also` dropped
 * too), the real key injected, a non-JWT Bearer replaced by it (the browser holds only
 * the public key, which is not a session), and the caller's IP forwarded, which the
 * project's rate limits count by. This site's cookies stay here: the hosted project
 * authenticates from the bearer header, and the session cookie (shared/session-cookie.ts)
 * carries a refresh token no other server needs to see.
 */
export function upstreamHeaders(c: Context<AppEnv>, also: readonly string[] = []): Headers {
  const anonKey = c.env.SUPABASE_ANON_KEY ?? '';
  const headers = forwardableHeaders(c.req.raw.headers, [...also, 'cookie']);
  headers.set('apikey', anonKey);
  const bearer = bearerToken(c.req.header('Authorization'));
  if (!bearer || !looksLikeJwt(bearer)) headers.set('Authorization', `Bearer ${anonKey}`);
  const clientIp = c.req.header('CF-Connecting-IP');
  if (clientIp) {
    headers.set('X-Forwarded-For', clientIp);
    headers.set('X-Real-IP', clientIp);
  }
  return headers;
}

/** Why the hosted project gave no answer: no headers within the time limit, or no route. */
export type UpstreamFailure = 'timeout' | 'unreachable';

/**
 * Sends the request once, with the caller's method, redirects left to the caller, and
 * the time limit of `authConfig` on the answer's headers. Never retried: a retried
 * sign-up, token grant or upload could act twice. The caller maps a failure to its own
 * API's error (502 unreachable, 504 timeout).
 */
export async function fetchUpstream(
  c: Context<AppEnv>,
  target: URL,
  init: { headers: Headers; body?: BodyInit },
): Promise<Response | UpstreamFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), authConfig(c.env).proxyTimeoutMs);
  try {
    return await fetch(target, {
      method: c.req.method,
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) return 'timeout';
    console.error('proxy: upstream unreachable', target.host, error);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
