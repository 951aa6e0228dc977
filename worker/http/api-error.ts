import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/api';

/** The one error envelope of every /api/* route: `{ error: { code, message } }`. */
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
