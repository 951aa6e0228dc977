import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { pageQuerySchema, type PageQuery } from '../../shared/conversations/api';
import { ApiError } from '../http/api-error';
import { commandCallerOf, type CommandCaller } from '../projects/caller';
import type { Caller } from '../middleware/require-user';

/** Far above the longest text a conversation body may carry (5,000 characters). */
const MAX_BODY_BYTES = 32 * 1024;

export const conversationBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'too_large', 'The request body is too large.');
  },
});

/** `limit` and `cursor` of a paged list, or a 400 naming the bad one. */
export function pageQuery(query: Record<string, string>): PageQuery {
  const parsed = v.safeParse(pageQuerySchema, query);
  if (parsed.success) return parsed.output;
  const details = Object.fromEntries(
    parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'query'), issue.message]),
  );
  throw new ApiError(400, 'invalid_query', 'The query parameters are not valid.', details);
}

/** The command caller of a signed-in route: a user without a role cannot post. */
export function callerOf(caller: Caller): CommandCaller {
  if (!caller.role) throw new ApiError(403, 'forbidden', 'Your account has no role yet.');
  return commandCallerOf(caller);
}
