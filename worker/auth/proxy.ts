import type { Context } from 'hono';
import { safeParse } from 'valibot';
import type { AppEnv } from '../env';
import { authConfig } from './config';
import { AuthError, authErrorResponse } from './errors';
import { bearerToken, looksLikeJwt } from './jwt';
import { MAX_BODY_BYTES } from '../middleware/json-body';
import { signupData, signupDataProblem } from './schemas';

/** Hop-by-hop headers (RFC 9110 §7.6.1) plus those the platform sets itself. */
const HOP_BY_HOP = [
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
  'content-length',
];

function stripHopByHop(source: Headers): Headers {
  const headers = new Headers(source);
  const named = (source.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named]) if (name) headers.delete(name);
  return headers;
}

/** Reads at most `limit` bytes of a body; null when it is larger. */
async function readLimited(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/** The sign-up role rule, applied before anything reaches the hosted project. */
function checkSignupBody(body: ArrayBuffer): AuthError | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON';
    return new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
  }
  const data =
    parsed !== null && typeof parsed === 'object' && 'data' in parsed ? parsed.data : undefined;
  const result = safeParse(signupData, data ?? {});
  return result.success
    ? null
    : new AuthError(422, 'validation_failed', signupDataProblem(result.issues));
}

/**
 * Forwards /auth/v1/* or /rest/v1/* to the hosted project (proxy mode): injects the real
 * key, forwards the caller's IP, strips hop-by-hop headers, refuses bodies over 1 MiB,
 * applies the sign-up role check, and maps upstream failures to 502/504. Nothing is
 * retried here: a retried sign-up or token grant could act twice.
 */
export async function proxyToSupabase(c: Context<AppEnv>, api: 'auth' | 'rest'): Promise<Response> {
  const upstreamBase = c.env.SUPABASE_URL ?? '';
  const anonKey = c.env.SUPABASE_ANON_KEY ?? '';
  const incoming = new URL(c.req.url);
  const target = new URL(incoming.pathname + incoming.search, upstreamBase);
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const body = hasBody ? await readLimited(c.req.raw, MAX_BODY_BYTES) : null;
  if (hasBody && body === null) {
    return authErrorResponse(
      c,
      new AuthError(413, 'request_entity_too_large', 'Request body too large'),
    );
  }
  if (
    api === 'auth' &&
    c.req.method === 'POST' &&
    incoming.pathname === '/auth/v1/signup' &&
    body
  ) {
    const refused = checkSignupBody(body);
    if (refused) return authErrorResponse(c, refused);
  }

  const headers = stripHopByHop(c.req.raw.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('cf-')) headers.delete(name);
  headers.set('apikey', anonKey);
  // The browser holds only the public key; a non-JWT Bearer is that key, not a session.
  const bearer = bearerToken(c.req.header('Authorization'));
  if (!bearer || !looksLikeJwt(bearer)) headers.set('Authorization', `Bearer ${anonKey}`);
  const clientIp = c.req.header('CF-Connecting-IP');
  if (clientIp) {
    headers.set('X-Forwarded-For', clientIp);
    headers.set('X-Real-IP', clientIp);
  }

  const timeoutMs = authConfig(c.env).proxyTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: c.req.method,
      headers,
      body: hasBody && body && body.byteLength > 0 ? body : undefined,
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) {
      return authErrorResponse(
        c,
        new AuthError(
          504,
          'request_timeout',
          'Processing this request timed out, please retry after a moment.',
        ),
      );
    }
    console.error('proxy: upstream unreachable', target.host, error);
    return authErrorResponse(
      c,
      new AuthError(
        502,
        'upstream_unreachable',
        'The authentication service could not be reached. Please try again.',
      ),
    );
  } finally {
    clearTimeout(timer);
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: stripHopByHop(upstream.headers),
  });
}
