import { ApiError } from './api-client';

/**
 * The server's own sentence for a failed command (rate limits and refusals included);
 * for a refused field, the field's own message ("HTML tags are not allowed"), which says
 * what to change, rather than the envelope's general one.
 */
export function errorText(caught: unknown): string {
  if (!(caught instanceof ApiError)) return 'Something went wrong. Please try again.';
  const fields = Object.values(caught.details ?? {});
  return fields.length > 0 ? fields.join(' ') : caught.message;
}

/** A field's message from the error envelope's details, if the server named that field. */
export function fieldError(caught: unknown, field: string): string | null {
  return caught instanceof ApiError ? (caught.details?.[field] ?? null) : null;
}
