import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API version supabase-js sends and GoTrue echoes (docs/auth.md#request-envelope, docs/auth.md#errors). */
export const API_VERSION = '2024-01-01';
const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/** A GoTrue error: thrown by auth handlers, rendered by `authErrorResponse`. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** True when the request names an API version GoTrue answers with the modern shape. */
export function wantsVersionedErrors(c: Context): boolean {
  const requested = c.req.header(API_VERSION_HEADER);
  if (!requested || !/^\d{4}-\d{2}-\d{2}$/.test(requested)) return false;
  return requested >= API_VERSION;
}

/** Echoes the API version header on every auth response to a versioned request. */
export function echoApiVersion(c: Context): void {
  if (wantsVersionedErrors(c)) c.header(API_VERSION_HEADER, API_VERSION);
}

/**
 * Renders a GoTrue error: `{code, message}` for versioned requests (what supabase-js
 * sends), the legacy `{code: <status>, error_code, msg}` otherwise.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code);
  echoApiVersion(c);
  const body = wantsVersionedErrors(c)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return c.json(body, error.status);
}

/** Shortcut for the many `validation_failed` answers. */
export function validationFailed(message: string, status: ContentfulStatusCode = 400): AuthError {
  return new AuthError(status, 'validation_failed', message);
}
