import { vValidator } from '@hono/valibot-validator';
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { fieldErrorsOf } from '../../shared/schemas/project-draft';
import { checkJsonBody, type BodyProblem } from './json-body';
import { ApiError } from './api-error';

const BODY_REFUSALS: Record<BodyProblem, [400 | 413 | 415, string]> = {
  too_large: [413, 'The request body is too large.'],
  bad_content_type: [415, 'Send the body as application/json.'],
  bad_json: [400, 'The request body is not valid JSON.'],
  too_deep: [400, 'The request body is nested too deeply.'],
};

/** Valibot's issues as the /api's 422: one message per field, the envelope's `details`. */
function refuseIssues(result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) {
  if (result.success) return;
  const details = fieldErrorsOf(result.issues ?? []);
  throw new ApiError(422, 'validation_failed', 'Check the highlighted fields.', details);
}

/** A value checked against a schema outside a route's body (a command's own input): its
 * output, or the same 422 with field messages that `validJson` answers. */
export function validOr422<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  refuseIssues(result);
  return result.output as v.InferOutput<S>;
}

/**
 * The /api body validator: the shared JSON-body check (content type, syntax, depth),
 * then `@hono/valibot-validator` against `schemaOf()`, built per request because some
 * schemas depend on the clock (an end date must be in the future). Bad input throws an
 * `ApiError`, so `onApiError` renders it: 400 / 415 for a body that is not JSON, 422 with
 * field messages for one that does not fit. An empty body reads as `{}`, as a bare POST.
 */
export function validJson<S extends v.GenericSchema>(schemaOf: () => S) {
  // Built once only for its type: routes read c.req.valid('json') with the schema's output.
  const _typed = vValidator('json', schemaOf(), refuseIssues);
  const middleware: MiddlewareHandler = async (c: Context, next) => {
    const refused = await checkJsonBody(c);
    if (refused) {
      const [status, message] = BODY_REFUSALS[refused.problem];
      throw new ApiError(status, refused.problem, message);
    }
    const schema = schemaOf();
    if ((await c.req.text()).trim() === '') {
      // An empty body with a JSON content type would be a parse error to Hono's json().
      const result = await v.safeParseAsync(schema, {});
      refuseIssues(result);
      c.req.addValidatedData('json', result.output as object);
      return next();
    }
    return vValidator('json', schema, refuseIssues)(c, next);
  };
  return middleware as typeof _typed;
}
