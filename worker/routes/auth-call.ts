import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Answers a request through the whole app (its middleware included), as if it came in. */
export type CallApp = (c: Context<AppEnv>, request: Request) => Response | Promise<Response>;

/**
 * Sends a page form's request on to the auth API (`/auth/v1/…` with a JSON body) through
 * the whole app, so embedded and proxy mode answer it alike, as the app's supabase-js
 * request would be answered. The visitor's address goes with it, for the auth API's
 * rate limits.
 */
export function callAuthApi(
  c: Context<AppEnv>,
  callApp: CallApp,
  url: URL,
  body: Record<string, string>,
): Response | Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const client = c.req.header('CF-Connecting-IP');
  if (client) headers.set('CF-Connecting-IP', client);
  return callApp(c, new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
}

/** GoTrue's error in either of its shapes (`msg` and `error_code`, or versioned `message` and `code`). */
export async function authError(
  response: Response,
): Promise<{ message: string | null; code: string | null }> {
  try {
    const body = (await response.json()) as Record<string, unknown>;
    const message = body.msg ?? body.message;
    const code = body.error_code ?? body.code;
    return {
      message: typeof message === 'string' ? message : null,
      code: typeof code === 'string' ? code : null,
    };
  } catch {
    return { message: null, code: null };
  }
}
