import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { fieldErrorsOf } from '../../shared/schemas/project-draft';

/**
 * A command the server refuses, with the status and message the caller should see:
 * 404 for a project the caller may not know about, 409 when the lifecycle or the
 * stream version says no, 422 with per-field `details` for bad input.
 */
export class CommandRefusedError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'CommandRefusedError';
  }
}

export const PROJECT_NOT_FOUND = 'Project not found.';

export function projectNotFound(): CommandRefusedError {
  return new CommandRefusedError(404, 'not_found', PROJECT_NOT_FOUND);
}

export function staleVersion(): CommandRefusedError {
  return new CommandRefusedError(
    409,
    'conflict',
    'This project was changed since you opened it. Reload it to see the latest version.',
  );
}

/** The lifecycle machine said no: the project is not in a state that allows this. */
export function invalidTransition(message: string): CommandRefusedError {
  return new CommandRefusedError(409, 'invalid_transition', message);
}

/** The body against a shared schema: the parsed value, or a 422 with one message per field. */
export function parseOrRefuse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  throw new CommandRefusedError(
    422,
    'validation_failed',
    'Check the highlighted fields.',
    fieldErrorsOf(parsed.issues),
  );
}
