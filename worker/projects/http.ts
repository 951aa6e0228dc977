import type { Context } from 'hono';
import { apiError } from '../http/api-error';
import { CommandRefusedError } from './command-error';

/**
 * The request's JSON body. An empty body reads as `{}` (a bare POST /submit); anything
 * that is not JSON is a 400, so validators only ever see parsed values.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new CommandRefusedError(415, 'bad_content_type', 'Send the body as application/json.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CommandRefusedError(400, 'bad_json', 'The request body is not valid JSON.');
  }
}

/** Turns a refused command into the /api error envelope; anything else is a real fault. */
export function commandErrorResponse(c: Context, error: unknown): Response {
  if (error instanceof CommandRefusedError) {
    return apiError(c, error.status, error.code, error.message, error.details);
  }
  throw error;
}
