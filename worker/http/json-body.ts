import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** GoTrue's request body limit (docs/auth.md#defaults). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON than this is refused before any handler walks it. */
const MAX_JSON_DEPTH = 32;

export type BodyProblem = 'too_large' | 'bad_content_type' | 'bad_json' | 'too_deep';

/** How the owning API renders a refused body (GoTrue and PostgREST differ). */
type BodyProblemRenderer = (c: Context, problem: BodyProblem, detail: string) => Response;

function depthExceeds(value: unknown, limit: number): boolean {
  // Iterative walk, so a hostile body cannot overflow the stack here.
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The one JSON-body reader: checks a request's body (JSON content type when not empty,
 * parseable, not too deep) and returns what is wrong, or null. It reads the body through
 * Hono's request cache, so a validator after it parses the same bytes without a re-read.
 * An empty body passes; GET, HEAD and OPTIONS are not read.
 */
export async function checkJsonBody(
  c: Context,
): Promise<{ problem: BodyProblem; detail: string } | null> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') {
    return null;
  }
  // Bytes, not text(): workerd warns when text() meets a non-text content type.
  const text = new TextDecoder().decode(await c.req.arrayBuffer());
  if (text.trim() === '') return null;
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return { problem: 'bad_content_type', detail: 'Content-Type must be application/json' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: 'bad_json', detail: error instanceof Error ? error.message : 'invalid JSON' };
  }
  if (depthExceeds(value, MAX_JSON_DEPTH)) {
    return { problem: 'too_deep', detail: `JSON nesting deeper than ${MAX_JSON_DEPTH} levels` };
  }
  return null;
}

/**
 * Enforces the 1 MiB limit, a JSON content type on non-empty bodies, parseable JSON and
 * a sane nesting depth, before validators run. An empty body passes (supabase-js sends a
 * content type but no body on logout); handlers that need a body then refuse it.
 */
export function jsonBody(render: BodyProblemRenderer): MiddlewareHandler[] {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => render(c, 'too_large', 'Request body is larger than 1 MiB'),
  });
  const parse: MiddlewareHandler = async (c, next) => {
    const refused = await checkJsonBody(c);
    return refused ? render(c, refused.problem, refused.detail) : next();
  };
  return [limit, parse];
}
