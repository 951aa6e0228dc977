import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ACCOUNT_CREATED_ID,
  PASSWORD_MISMATCH_MESSAGE,
  parseSignupRole,
  passwordsMatch,
  toSignupPayload,
  validateSignupForm,
  type SignupForm,
} from '../../shared/schemas/signup';
import { paths } from '../../shared/routes';
import type { AppEnv } from '../env';
import { answerPage, goBackAndCorrect, onlyPageForm, pageFormHandler } from '../http/page-form';
import {
  authFailure,
  backWithError,
  backWithFragment,
  callAuthApi,
  hasSession,
  sessionFragment,
  type CallApp,
} from './auth-call';

/** A name, an email address, two passwords, a role and their field names, with room to spare. */
const MAX_FORM_BYTES = 8 * 1024;
const BACK = { href: paths.signup, label: 'Back to Sign up' };

function notSignedUp(c: Context, status: ContentfulStatusCode, lines: readonly string[]) {
  return answerPage(c, status, { heading: 'Your account was not created', lines, back: BACK });
}

function failed(c: Context, code: string, description: string): Response {
  return backWithError(c, paths.signup, code, description);
}

/**
 * `POST /api/signup`: the Sign up page's form sent by the browser itself, without the app.
 * The fields are checked as the app checks them (its messages, the passwords compared),
 * then the same `POST /auth/v1/signup` the app's supabase-js makes goes through the whole
 * app (embedded or proxied alike, its rate limits included, with the visitor's address),
 * with the same confirmation link back to /login. The answer goes back to /signup: its
 * static "Account created!" notice (`#account-created`), a failure in GoTrue's redirect
 * shape (`#error=…`, shown by the page's app as its own sign-up shows it), or, from a
 * server that confirms addresses itself, the new session (`#access_token=…`). A form from
 * another site (Hono's CSRF check) or one far too large is refused with a page; anything
 * but the page's form is a 415 naming the API apps use.
 */
export function signupPageForm(callApp: CallApp) {
  const handle = pageFormHandler<Context<AppEnv>>(
    {
      maxSize: MAX_FORM_BYTES,
      refuse: notSignedUp,
      tooLarge: [
        'That is far longer than a name, an email address and a password.',
        goBackAndCorrect('Create Account'),
      ],
      foreign: "This form can only be sent from LaunchFund's own Sign up page.",
    },
    (c) => signUp(c, callApp),
  );
  return onlyPageForm(
    handle,
    'This address takes the Sign up page’s form; apps sign up with POST /auth/v1/signup.',
  );
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

async function signUp(c: Context<AppEnv>, callApp: CallApp): Promise<Response> {
  const body = await c.req.parseBody();
  const values: SignupForm = {
    name: field(body, 'name'),
    email: field(body, 'email'),
    password: field(body, 'password'),
    confirm: field(body, 'confirm'),
    // Only investor or creator: anything else (admin included) is the default role.
    role: parseSignupRole(field(body, 'role')),
  };
  const problems = validateSignupForm(values);
  const firstProblem =
    problems.name ?? problems.email ?? problems.password ?? problems.confirm ?? problems.role;
  if (firstProblem) return failed(c, 'validation_failed', firstProblem);
  if (!passwordsMatch(values)) return failed(c, 'validation_failed', PASSWORD_MISMATCH_MESSAGE);

  const payload = toSignupPayload(values);
  const origin = new URL(c.req.url).origin;
  const signup = new URL('/auth/v1/signup', origin);
  // The confirmation link signs the user in and lands on /login, as the app's asks.
  signup.searchParams.set('redirect_to', `${origin}${paths.login}`);
  const response = await callAuthApi(c, callApp, signup, {
    email: payload.email,
    password: payload.password,
    data: { full_name: payload.name, role: payload.role },
  });
  if (!response.ok) {
    const { code, description } = await authFailure(
      response,
      'Signing up is not working right now. Please try again in a few minutes.',
      {
        code: 'validation_failed',
        message: 'Your account could not be created. Please check the form.',
      },
    );
    return failed(c, code, description);
  }
  const answer = (await response.json()) as Record<string, unknown>;
  if (hasSession(answer)) return backWithFragment(c, paths.signup, sessionFragment(answer));
  return backWithFragment(c, paths.signup, ACCOUNT_CREATED_ID);
}
