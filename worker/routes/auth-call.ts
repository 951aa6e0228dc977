import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Answers a request through the whole app (its middleware included), as if it came in. */
export type CallApp = (c: Context<AppEnv>, request: Request) => Response | Promise<Response>;

/**
 * Sends a page form's request on to the auth API (`/auth/v1/…` with a JSON body) through
 * the whole app, so embedded and proxy mode answer it alike, as the app's supabase-js
 * request would be answered. The visitor's address and cookies go with it, for the auth
 * API's rate limits and device cookies.
 */
export function callAuthApi(
  c: Context<AppEnv>,
  callApp: CallApp,
  url: URL,
  body: Record<string, unknown>,
): Response | Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const client = c.req.header('CF-Connecting-IP');
  if (client) headers.set('CF-Connecting-IP', client);
  // The browser's cookies: a sign-in's device cookie (worker/auth/device-cookie.ts).
  const cookies = c.req.header('Cookie');
  if (cookies) headers.set('Cookie', cookies);
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

/** The session fields of a token answer that supabase-js reads from a sign-in URL. */
const SESSION_FIELDS = [
  'access_token',
  'expires_at',
  'expires_in',
  'refresh_token',
  'token_type',
] as const;

/**
 * Whether an auth API answer carries a session (a sign-in's always does; a sign-up's only
 * when the server confirms addresses itself, GoTrue's autoconfirm).
 */
export function hasSession(answer: Record<string, unknown>): boolean {
  return typeof answer.access_token === 'string';
}

/** A session answer as the fragment GoTrue's own redirects carry (`#access_token=…`). */
export function sessionFragment(session: Record<string, unknown>): Record<string, string> {
  const fragment: Record<string, string> = {};
  for (const field of SESSION_FIELDS) {
    const value = session[field];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`The auth API's session answer has no ${field}.`);
    }
    fragment[field] = String(value);
  }
  return fragment;
}

/**
 * Back to a page carrying an outcome in the fragment, as GoTrue's own redirects do
 * (`#access_token=…` for a session, `#error=…&error_code=…&error_description=…` for a
 * failure), or to the id of an element on it (a static notice): the page starts its app at once for either (web/main.tsx), and supabase-js
 * takes a session from the URL and clears it. A fragment never reaches a server, a log or
 * a Referer, and the answer is never stored by a cache.
 */
export function backWithFragment(
  c: Context,
  path: string,
  fragment: Record<string, string> | string,
): Response {
  const hash = typeof fragment === 'string' ? fragment : new URLSearchParams(fragment).toString();
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${path}#${hash}`, 303);
}

/** A failure in GoTrue's redirect shape, which the page shows as the app would. */
export function backWithError(
  c: Context,
  path: string,
  code: string,
  description: string,
): Response {
  return backWithFragment(c, path, {
    error: 'access_denied',
    error_code: code,
    error_description: description,
  });
}

/**
 * What a refused auth API call tells the visitor: the auth API's own code and message,
 * or, for its own trouble (a 5xx), `unexpected_failure` with `unavailable`, since that is
 * not theirs to correct. `fallback` stands in for an answer that names neither.
 */
export async function authFailure(
  response: Response,
  unavailable: string,
  fallback: { code: string; message: string },
): Promise<{ code: string; description: string }> {
  if (response.status >= 500) return { code: 'unexpected_failure', description: unavailable };
  const { message, code } = await authError(response);
  return { code: code ?? fallback.code, description: message ?? fallback.message };
}
