import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { authConfig } from '../auth/config';
import { bearerToken, looksLikeJwt } from '../auth/jwt';
import { StorageError, storageErrorResponse } from './errors';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and the ones the platform sets itself. */
const DROPPED = new Set([
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

function forwardable(source: Headers): Headers {
  const headers = new Headers();
  const named = new Set(
    (source.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase()),
  );
  for (const [name, value] of source) {
    if (!DROPPED.has(name) && !named.has(name) && !name.startsWith('cf-')) {
      headers.set(name, value);
    }
  }
  return headers;
}

/**
 * Proxy mode: /storage/v1/* goes to the hosted project's storage as /auth/v1 does
 * (worker/auth/proxy.ts): the real key injected, a non-JWT Bearer replaced by it, the
 * caller's IP forwarded, the body streamed (uploads may exceed the auth proxy's 1 MiB),
 * unreachable → 502, slow → 504, never retried. The hosted project applies its own
 * bucket policies (docs/storage.md#proxy-mode).
 */
export async function proxyStorage(c: Context<AppEnv>): Promise<Response> {
  const anonKey = c.env.SUPABASE_ANON_KEY ?? '';
  const incoming = new URL(c.req.url);
  const target = new URL(incoming.pathname + incoming.search, c.env.SUPABASE_URL ?? '');
  const headers = forwardable(c.req.raw.headers);
  headers.set('apikey', anonKey);
  const bearer = bearerToken(c.req.header('Authorization'));
  if (!bearer || !looksLikeJwt(bearer)) headers.set('Authorization', `Bearer ${anonKey}`);
  const clientIp = c.req.header('CF-Connecting-IP');
  if (clientIp) {
    headers.set('X-Forwarded-For', clientIp);
    headers.set('X-Real-IP', clientIp);
  }
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), authConfig(c.env).proxyTimeoutMs);
  try {
    const upstream = await fetch(target, {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : undefined,
      redirect: 'manual',
      signal: controller.signal,
    });
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: forwardable(upstream.headers),
    });
  } catch (error) {
    if (controller.signal.aborted) {
      return storageErrorResponse(
        c,
        new StorageError(
          504,
          'DatabaseTimeout',
          'request_timeout',
          'The storage service timed out.',
        ),
      );
    }
    console.error('storage proxy: upstream unreachable', target.host, error);
    return storageErrorResponse(
      c,
      new StorageError(
        502,
        'InternalError',
        'upstream_unreachable',
        'The storage service could not be reached.',
      ),
    );
  } finally {
    clearTimeout(timer);
  }
}
