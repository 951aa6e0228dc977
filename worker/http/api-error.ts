import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/api';

/** The one error envelope of every /api/* route: `{ error: { code, message, details? } }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details?: ApiErrorBody['error']['details'],
) {
  const body: ApiErrorBody = { error: details ? { code, message, details } : { code, message } };
  return c.json(body, status);
}

/**
 * A request the API refuses, thrown from anywhere below a route (validators, commands,
 * queries); `onApiError` turns it into the envelope. 404 for what the caller may not
 * know about, 409 when the lifecycle or the stream version says no, 422 with per-field
 * `details` for bad input.
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(status, { message });
    this.name = 'ApiError';
  }
}

/** The app's one error handler (`app.onError`): every refusal gets the envelope. */
export const onApiError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    return apiError(c, err.status as ContentfulStatusCode, err.code, err.message, err.details);
  }
  if (err instanceof HTTPException) {
    return apiError(
      c,
      err.status as ContentfulStatusCode,
      'http_error',
      err.message || 'Request failed',
    );
  }
  console.error('unhandled error', c.req.method, c.req.path, err);
  return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
};
