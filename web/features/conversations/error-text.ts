import { ApiError } from '../../lib/api-client';

/** The server's own sentence for a failed command (rate limits and refusals included). */
export function errorText(caught: unknown): string {
  return caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.';
}

/** A field's message from the error envelope's details, if the server named that field. */
export function fieldError(caught: unknown, field: string): string | null {
  return caught instanceof ApiError ? (caught.details?.[field] ?? null) : null;
}
