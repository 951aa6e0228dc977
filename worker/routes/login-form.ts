import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validateLoginForm } from '../../shared/schemas/login';
import { paths } from '../../shared/routes';
import type { AppEnv } from '../env';
import { answerPage, goBackAndCorrect, onlyPageForm, pageFormHandler } from '../http/page-form';
import {
  authFailure,
  backWithError,
  backWithFragment,
  callAuthApi,
  sessionFragment,
  type CallApp,
} from './auth-call';

/** An email address, a password and their field names, with room to spare. */
const MAX_FORM_BYTES = 4 * 1024;
const BACK = { href: paths.login, label: 'Back to Log in' };

function notSignedIn(c: Context, status: ContentfulStatusCode, lines: readonly string[]) {
  return answerPage(c, status, { heading: 'You were not logged in', lines, back: BACK });
}

function failed(c: Context, code: string, description: string): Response {
  return backWithError(c, paths.login, code, description);
}

/**
 * `POST /api/login`: the Log in page's form sent by the browser itself, without the app
 * (an /api path: the worker runs first there). The fields are checked as the app checks
 * them, then the same `POST /auth/v1/token?grant_type=password` the app's supabase-js
 * makes goes through the whole app (embedded or proxied alike, its rate limits and
 * lockouts included, with the visitor's address), and the outcome goes back to /login in
 * the URL's fragment (`backWithFragment`: the page then asks for a two-factor code or goes
 * on, exactly as after the app's own sign-in). A form from another site (Hono's CSRF check) or one
 * far too large is refused with a page; anything but the page's form is a 415 naming the
 * API apps use.
 */
export function loginPageForm(callApp: CallApp) {
  const handle = pageFormHandler<Context<AppEnv>>(
    {
      maxSize: MAX_FORM_BYTES,
      refuse: notSignedIn,
      tooLarge: [
        'That is far longer than an email address and a password.',
        goBackAndCorrect('Log in'),
      ],
      foreign: "This form can only be sent from LaunchFund's own Log in page.",
    },
    (c) => signIn(c, callApp),
  );
  return onlyPageForm(
    handle,
    'This address takes the Log in page’s form; apps sign in with POST /auth/v1/token?grant_type=password.',
  );
}

async function signIn(c: Context<AppEnv>, callApp: CallApp): Promise<Response> {
  const body = await c.req.parseBody();
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const problems = validateLoginForm({ email, password });
  const firstProblem = problems.email ?? problems.password;
  if (firstProblem) return failed(c, 'validation_failed', firstProblem);
  const token = new URL('/auth/v1/token', new URL(c.req.url).origin);
  token.searchParams.set('grant_type', 'password');
  const response = await callAuthApi(c, callApp, token, { email, password });
  if (!response.ok) {
    const { code, description } = await authFailure(
      response,
      'Logging in is not working right now. Please try again in a few minutes.',
      { code: 'invalid_credentials', message: 'Invalid login credentials' },
    );
    return failed(c, code, description);
  }
  const session = (await response.json()) as Record<string, unknown>;
  // The browser keeps the device cookie the sign-in set, as after the app's own sign-in.
  const device = response.headers.get('Set-Cookie');
  if (device) c.header('Set-Cookie', device, { append: true });
  return backWithFragment(c, paths.login, sessionFragment(session));
}
