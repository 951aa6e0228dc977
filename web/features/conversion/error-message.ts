import { ApiError } from '../../lib/api-client';

/**
 * The server's sentence for a refused record (a field's own message when it named one),
 * or what to do after a network failure.
 */
export function refusalText(caught: unknown): string {
  if (!(caught instanceof ApiError)) return 'Something went wrong. Please try again.';
  const fields = Object.values(caught.details ?? {});
  return fields.length > 0 ? fields.join(' ') : caught.message;
}
