import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { fetchUpstream, forwardableHeaders, upstreamHeaders, upstreamUrl } from '../auth/upstream';
import { StorageError, storageErrorResponse } from './errors';

/**
 * Proxy mode: /storage/v1/* goes to the hosted project's storage as /auth/v1 does
 * (worker/auth/proxy.ts): the real key injected, a non-JWT Bearer replaced by it, the
 * caller's IP forwarded, the body streamed (uploads may exceed the auth proxy's 1 MiB),
 * unreachable → 502, slow → 504, never retried. The hosted project applies its own
 * bucket policies (docs/storage.md#proxy-mode).
 */
export async function proxyStorage(c: Context<AppEnv>): Promise<Response> {
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const upstream = await fetchUpstream(c, upstreamUrl(c), {
    headers: upstreamHeaders(c),
    body: hasBody ? (c.req.raw.body ?? undefined) : undefined,
  });
  if (upstream === 'timeout') {
    return storageErrorResponse(
      c,
      new StorageError(504, 'DatabaseTimeout', 'request_timeout', 'The storage service timed out.'),
    );
  }
  if (upstream === 'unreachable') {
    return storageErrorResponse(
      c,
      new StorageError(
        502,
        'InternalError',
        'upstream_unreachable',
        'The storage service could not be reached.',
      ),
    );
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: forwardableHeaders(upstream.headers),
  });
}
