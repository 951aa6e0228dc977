import type { Context } from 'hono';
import { safeParse } from 'valibot';
import type { AppEnv } from '../env';
import { AuthError, authErrorResponse } from './errors';
import { fetchUpstream, forwardableHeaders, upstreamHeaders, upstreamUrl } from './upstream';
import { MAX_BODY_BYTES } from '../http/json-body';
import { readAtMost } from '../http/read-at-most';
import { signupData, signupDataProblem } from './schemas';

/** The sign-up role rule, applied before anything reaches the hosted project. */
function checkSignupBody(body: Uint8Array): AuthError | null {
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
  const incoming = new URL(c.req.url);
  const target = upstreamUrl(c);
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const body = hasBody ? await readAtMost(c.req.raw, MAX_BODY_BYTES) : null;
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

  const upstream = await fetchUpstream(c, target, {
    // The body goes as read, so the fetch sets its length again.
    headers: upstreamHeaders(c, ['content-length']),
    body: hasBody && body && body.byteLength > 0 ? body : undefined,
  });
  if (upstream === 'timeout') {
    return authErrorResponse(
      c,
      new AuthError(
        504,
        'request_timeout',
        'Processing this request timed out, please retry after a moment.',
      ),
    );
  }
  if (upstream === 'unreachable') {
    return authErrorResponse(
      c,
      new AuthError(
        502,
        'upstream_unreachable',
        'The authentication service could not be reached. Please try again.',
      ),
    );
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: forwardableHeaders(upstream.headers, ['content-length']),
  });
}
